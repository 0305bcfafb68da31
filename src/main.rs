use std::process::ExitCode;

use asalto::cli::{Command, parse};
use asalto::cli::{HELP, VERSION};
use bevy::prelude::AppExit;

fn main() -> ExitCode {
    // In a browser the page's address gives the options (`?mode=hot-seat&variant=assaut`).
    #[cfg(target_arch = "wasm32")]
    let args = asalto::platform::web::query_args();
    #[cfg(not(target_arch = "wasm32"))]
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse(&args) {
        Ok(Command::Help) => {
            print!("{HELP}");
            ExitCode::SUCCESS
        }
        Ok(Command::Version) => {
            println!("{VERSION}");
            ExitCode::SUCCESS
        }
        Ok(Command::Run(options)) => match asalto::run(options) {
            AppExit::Success => ExitCode::SUCCESS,
            AppExit::Error(code) => ExitCode::from(code.get()),
        },
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
            eprintln!("asalto: {message}");
            eprintln!("Try `asalto --help`.");
            ExitCode::from(2)
        }
    }
}

// The browser console, for the one message written before the game's own logging starts.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(message: &str);
}
