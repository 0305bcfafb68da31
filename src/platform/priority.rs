//! The engine's searches run on threads of their own (`platform::background`) at a lower
//! priority than the window's (Linux: a nice value of 10 for the searching thread), so that on a
//! machine with few cores a search of the computer, a review or the analysis board does not take
//! frames from the window.
//! Elsewhere the operating system's default is kept.

/// Lowers the priority of the thread that calls it (once is enough; again changes nothing).
pub fn lower_this_thread() {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: plain system calls on the calling thread, with no memory passed.
        let result =
            unsafe { libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 10) };
        if result != 0 {
            bevy::log::debug!(
                "the search thread keeps its priority: {}",
                std::io::Error::last_os_error()
            );
        }
    }
}
