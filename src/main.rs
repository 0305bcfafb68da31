use std::process::ExitCode;

use asalto::cli::{Command, parse};
use asalto::strings::HELP;
use bevy::prelude::AppExit;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse(&args) {
        Ok(Command::Help) => {
            print!("{HELP}");
            ExitCode::SUCCESS
        }
        Ok(Command::Run(options)) => match asalto::run(options) {
            AppExit::Success => ExitCode::SUCCESS,
            AppExit::Error(code) => ExitCode::from(code.get()),
        },
        Err(message) => {
            eprintln!("asalto: {message}");
            eprintln!("Try `asalto --help`.");
            ExitCode::from(2)
        }
    }
}
