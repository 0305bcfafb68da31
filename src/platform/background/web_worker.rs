//! The engine's Web Workers (browsers only): each task runs whole in a worker of its own
//! (`engine-worker.js` with the `asalto_worker` module), which the page's thread only hears
//! from. A task stopped early ends its worker at once; a finished one leaves its worker ready
//! for the next. A worker that fails (it cannot start, its script is refused, the engine
//! panics) is started again once for its task; after a second failure the page gives the
//! workers up and steps its tasks itself, and the panel says why.
//!
//! Workers and their messages are JavaScript objects, which only this thread may touch: they
//! live here, and the game's state holds only a [`TaskId`].

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use asalto_engine::task::Task;
use bevy::log::warn;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use super::WorkerStats;
use super::wire::{self, Reply};

/// The worker's script, beside the page.
const SCRIPT: &str = "./engine-worker.js";

/// Failures after which the page steps the engine's work itself.
const FAILURES_TO_GIVE_UP: u32 = 2;

/// A task given to a worker.
pub struct TaskId(u64);

/// What a task's worker has said since the last look.
pub enum Heard<P, A> {
    /// Still working: its latest progress, if it told any.
    Working(Option<P>),
    Answer(A),
    /// The workers are given up: the page must do the task itself.
    GivenUp,
}

/// Gives `task` to a worker: `None` once the workers are given up.
pub fn start<T: Task>(task: &T) -> Option<TaskId> {
    let message = match wire::message(task) {
        Ok(message) => message,
        Err(why) => {
            warn!("{why}: the page does the task itself");
            return None;
        }
    };
    WORKERS.with(|w| w.borrow_mut().start(message))
}

/// What the task's worker has said: its progress, its answer, or that the page must take over.
pub fn hear<T: Task>(id: &TaskId) -> Heard<T::Progress, T::Answer> {
    WORKERS.with(|w| w.borrow_mut().hear::<T>(id))
}

/// Ends the task's worker (the task is no longer wanted).
pub fn cancel(id: &TaskId) {
    WORKERS.with(|w| w.borrow_mut().cancel(id));
}

/// How the workers fare.
pub fn stats() -> WorkerStats {
    WORKERS.with(|w| w.borrow().stats.clone())
}

thread_local! {
    static WORKERS: RefCell<Workers> = RefCell::new(Workers::default());
}

#[derive(Default)]
struct Workers {
    next_id: u64,
    spare: Option<Handle>,
    running: Vec<Running>,
    stats: WorkerStats,
    /// Workers started so far (the browser test's faults apply to the first ones).
    started: u32,
}

struct Running {
    id: u64,
    handle: Handle,
    /// The task's message, to send again to a new worker after a failure.
    message: String,
}

impl Workers {
    fn start(&mut self, message: String) -> Option<TaskId> {
        if self.stats.given_up.is_some() {
            return None;
        }
        let handle = match self.spare.take() {
            Some(spare) => spare,
            None => self.spawn_or_give_up()?,
        };
        handle.post(&message);
        self.next_id += 1;
        self.running.push(Running {
            id: self.next_id,
            handle,
            message,
        });
        self.refresh();
        Some(TaskId(self.next_id))
    }

    /// A new worker; after failures to start one, none (the workers are given up).
    fn spawn_or_give_up(&mut self) -> Option<Handle> {
        while self.stats.given_up.is_none() {
            self.started += 1;
            match Handle::spawn(fault(self.started)) {
                Ok(handle) => return Some(handle),
                Err(why) => self.failed(why),
            }
        }
        None
    }

    fn failed(&mut self, why: String) {
        // One line: a panic's message puts its place and its words on two.
        let why = why.split_whitespace().collect::<Vec<_>>().join(" ");
        self.stats.failures += 1;
        warn!("the engine's worker failed: {why}");
        if self.stats.failures >= FAILURES_TO_GIVE_UP {
            warn!("the page thinks on its own thread from now on");
            self.stats.given_up = Some(why);
            for running in self.running.drain(..) {
                running.handle.end();
            }
            if let Some(spare) = self.spare.take() {
                spare.end();
            }
        }
    }

    fn hear<T: Task>(&mut self, id: &TaskId) -> Heard<T::Progress, T::Answer> {
        let Some(at) = self.running.iter().position(|r| r.id == id.0) else {
            return Heard::GivenUp;
        };
        let mut progress = None;
        while let Some(event) = self.running[at].handle.next_event() {
            let reply = match event {
                Event::Message(text) => wire::read::<T>(&text),
                Event::Error(why) => Reply::Broken(why),
            };
            match reply {
                Reply::Ready => {}
                Reply::Progress(p) => progress = Some(p),
                Reply::Answer(answer) => {
                    let done = self.running.remove(at);
                    self.stats.answered += 1;
                    self.keep_spare(done.handle);
                    self.refresh();
                    return Heard::Answer(answer);
                }
                Reply::Broken(why) => return self.retry(at, why),
            }
        }
        Heard::Working(progress)
    }

    /// After a task's worker failed: the task in a new worker, unless the workers are given up.
    fn retry<P, A>(&mut self, at: usize, why: String) -> Heard<P, A> {
        let Running {
            id,
            handle: broken,
            message,
        } = self.running.remove(at);
        broken.end();
        self.failed(why);
        let heard = match self.spawn_or_give_up() {
            Some(handle) => {
                handle.post(&message);
                self.running.push(Running {
                    id,
                    handle,
                    message,
                });
                Heard::Working(None)
            }
            None => Heard::GivenUp,
        };
        self.refresh();
        heard
    }

    fn cancel(&mut self, id: &TaskId) {
        let Some(at) = self.running.iter().position(|r| r.id == id.0) else {
            return;
        };
        self.running.remove(at).handle.end();
        self.stats.last_stop_ms = now_ms();
        // The next task should not wait for a worker to start.
        if self.spare.is_none() && self.stats.given_up.is_none() {
            self.started += 1;
            self.spare = Handle::spawn(fault(self.started)).ok();
        }
        self.refresh();
    }

    fn keep_spare(&mut self, handle: Handle) {
        match self.spare {
            None => self.spare = Some(handle),
            Some(_) => handle.end(),
        }
    }

    fn refresh(&mut self) {
        self.stats.busy = self.running.len();
        self.stats.spare = self.spare.is_some();
    }
}

/// Something a worker did.
enum Event {
    Message(String),
    Error(String),
}

/// One worker, and what it has said that is not read yet.
struct Handle {
    worker: Worker,
    inbox: Rc<RefCell<VecDeque<Event>>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Handle {
    fn spawn(fault: Option<&'static str>) -> Result<Handle, String> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let script = if fault == Some("no-start") {
            "./engine-worker-missing.js"
        } else {
            SCRIPT
        };
        let worker = Worker::new_with_options(script, &options)
            .map_err(|e| format!("the engine's worker cannot start: {}", describe(&e)))?;
        let inbox = Rc::new(RefCell::new(VecDeque::new()));
        let heard = inbox.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            heard.borrow_mut().push_back(Event::Message(text));
        });
        let heard = inbox.clone();
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            event.prevent_default();
            let why = format!("the engine's worker stopped: {}", describe(&event.into()));
            heard.borrow_mut().push_back(Event::Error(why));
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        worker.set_onmessageerror(Some(on_error.as_ref().unchecked_ref()));
        start_module(&worker, fault);
        Ok(Handle {
            worker,
            inbox,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    fn post(&self, message: &str) {
        if let Err(e) = self.worker.post_message(&JsValue::from_str(message)) {
            let why = format!(
                "a task could not be posted to the engine's worker: {}",
                describe(&e)
            );
            self.inbox.borrow_mut().push_back(Event::Error(why));
        }
    }

    fn next_event(&self) -> Option<Event> {
        self.inbox.borrow_mut().pop_front()
    }

    fn end(self) {
        self.worker.terminate();
    }
}

/// Hands the worker the engine's module: the one the page compiled once (`index.html`'s
/// `asaltoEngineModule`), or, where the page has none, the worker fetches it itself. The
/// browser test's `panic` fault rides along.
fn start_module(worker: &Worker, fault: Option<&'static str>) {
    let init = js_sys::Object::new();
    if fault == Some("panic") {
        let _ = js_sys::Reflect::set(&init, &"fault".into(), &"panic".into());
    }
    let compiled = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"asaltoEngineModule".into()).ok())
        .and_then(|m| m.dyn_into::<js_sys::Promise>().ok());
    let Some(compiled) = compiled else {
        let _ = worker.post_message(&init);
        return;
    };
    let worker = worker.clone();
    wasm_bindgen_futures::spawn_local(async move {
        // A module the page could not compile is fetched by the worker itself.
        if let Ok(module) = wasm_bindgen_futures::JsFuture::from(compiled).await {
            let _ = js_sys::Reflect::set(&init, &"module".into(), &module);
        }
        let _ = worker.post_message(&init);
    });
}

/// The browser test's fault for the `n`th worker started (`window.asaltoEngineFault`):
/// `no-start` (a script that is not there), `panic-once` (the first worker's engine panics at
/// its first task), `panic-always` (every worker's does).
fn fault(n: u32) -> Option<&'static str> {
    let asked = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"asaltoEngineFault".into()).ok())
        .and_then(|v| v.as_string())?;
    match asked.as_str() {
        "no-start" => Some("no-start"),
        "panic-once" if n == 1 => Some("panic"),
        "panic-always" => Some("panic"),
        _ => None,
    }
}

/// A JavaScript error or event in a few words.
fn describe(value: &JsValue) -> String {
    let message = js_sys::Reflect::get(value, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .filter(|m| !m.is_empty());
    message
        .or_else(|| value.as_string())
        .unwrap_or_else(|| "no reason given (the script is missing or was refused)".into())
}

fn now_ms() -> Option<f64> {
    Some(web_sys::window()?.performance()?.now())
}
