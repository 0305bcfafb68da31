// The engine's Web Worker: the page's tasks are searched here, whole, so the page's own thread
// only draws. The first message hands over the engine's module (compiled once by the page; or
// the worker fetches it itself); each later one is a task (JSON text), answered with JSON text
// after any progress messages. A task that arrives before the module has started waits for it.
// A panic in the engine is told to the page, which then ends this worker and starts another.
import init, { fail, ready, serve } from './asalto_worker.js';

let given;
const handedOver = new Promise((resolve) => { given = resolve; });
let broken = false;
// Whether the engine started; the page is told either way.
const started = handedOver.then(({ module }) =>
  init(module ? { module_or_path: module } : undefined)
    .then(() => { self.postMessage(ready()); return true; })
    .catch((e) => {
      self.postMessage(JSON.stringify({ Failed: `the engine could not start: ${e}` }));
      return false;
    }));

self.onmessage = async (event) => {
  if (typeof event.data !== 'string') {
    // The browser test's fault: the engine panics at the first task, as a bug would make it.
    broken = event.data.fault === 'panic';
    given(event.data);
    return;
  }
  if (!(await started)) return;
  try {
    if (broken) fail();
    self.postMessage(serve(event.data));
  } catch (e) {
    self.postMessage(JSON.stringify({ Failed: `the engine broke down: ${e}` }));
  }
};
