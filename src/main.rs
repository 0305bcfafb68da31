use std::process::ExitCode;

use asalto::cli::VERSION;
use asalto::cli::{Command, parse};
use bevy::prelude::AppExit;

fn main() -> ExitCode {
    // In a browser the page's address gives the options (`?mode=hot-seat&variant=assaut`).
    #[cfg(target_arch = "wasm32")]
    let args = [
        asalto::platform::web::query_args(),
        asalto::platform::web::hash_args(),
    ]
    .concat();
    #[cfg(target_arch = "wasm32")]
    asalto::platform::web::reopen_on_a_new_address();
    // As the system gives them: a path need not be UTF-8 (a Latin-1 file name).
    #[cfg(not(target_arch = "wasm32"))]
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    match parse(&args) {
        Ok(Command::Help(text) | Command::Completions(text)) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Ok(Command::Version) => {
            println!("{VERSION}");
            ExitCode::SUCCESS
        }
        Ok(Command::Pictures {
            game,
            folder,
            language,
        }) => {
            let texts = asalto::ui::texts::Texts::new(language);
            match asalto::ui::share::write_pictures(&game, &texts, &folder) {
                Ok(files) => {
                    files.iter().for_each(|f| println!("{f}"));
                    ExitCode::SUCCESS
                }
                Err(message) => {
                    eprintln!("asalto: {message}");
                    ExitCode::FAILURE
                }
            }
        }
        Ok(Command::Run(options)) => {
            let code = match asalto::run(options) {
                AppExit::Success => 0,
                AppExit::Error(code) => code.get(),
            };
            leave(code)
        }
        // A page address the game does not understand still opens the game.
        #[cfg(target_arch = "wasm32")]
        Err(message) => {
            console_error(&format!("asalto: {message}; starting normally"));
            match asalto::run(asalto::cli::Options::default()) {
                AppExit::Success => ExitCode::SUCCESS,
                AppExit::Error(code) => ExitCode::from(code.get()),
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        Err(message) => {
            eprintln!("asalto: {message} (see asalto --help)");
            ExitCode::from(2)
        }
    }
}

/// Ends the process once the game has closed. On Linux the C library's exit handlers are
/// skipped: Mesa's software Vulkan driver (lavapipe, Mesa 22.3) leaves one behind when the
/// renderer unloads it, and running it crashed about one exit in twenty on a busy machine
/// (SIGSEGV in `__run_exit_handlers`, after everything was saved). Nothing of the game's needs
/// those handlers; standard output and error are flushed first.
fn leave(code: u8) -> ExitCode {
    #[cfg(target_os = "linux")]
    {
        use std::io::Write as _;
        let _ = std::io::stdout().flush();
        let _ = std::io::stderr().flush();
        // SAFETY: ends the process at once; no Rust state is used afterwards.
        unsafe { libc::_exit(code as libc::c_int) }
    }
    #[cfg(not(target_os = "linux"))]
    ExitCode::from(code)
}

// The browser console, for the one message written before the game's own logging starts.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(message: &str);
}
