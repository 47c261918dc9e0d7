"""``phase10-console.exe``: the game's commands with their output in the console.

``phase10.exe`` is a windowed program (no console window flashes up when a player
double-clicks it), so Windows gives it no console: run from Command Prompt or
PowerShell, ``phase10.exe --help``, ``verify`` or ``replay`` would print nowhere
and the prompt would return at once. This console program, installed beside it,
starts ``phase10.exe`` with its own console handles, waits, and returns its exit
status::

    "C:\\Program Files\\Phase 10\\phase10-console.exe" verify "my game.json"

It uses only built-in modules (``_winapi``, not ``subprocess`` with its imports);
with PyInstaller's own start-up modules it is 1.5 MB, not a second copy of the
game's code.
"""

import _winapi
import sys

STARTF_USESTDHANDLES = 0x100
STD_HANDLES = (-10, -11, -12)  # STD_INPUT_HANDLE, STD_OUTPUT_HANDLE, STD_ERROR_HANDLE


class StartupInfo:
    """What ``_winapi.CreateProcess`` reads of a STARTUPINFO: our handles, inherited."""

    def __init__(self, handles):
        self.dwFlags = STARTF_USESTDHANDLES
        self.hStdInput, self.hStdOutput, self.hStdError = handles
        self.wShowWindow = 0
        self.lpAttributeList = None


def quoted(arg):
    """One argument as the C runtime's command-line parser reads it back."""
    if arg and not any(c in arg for c in ' \t"'):
        return arg
    out, slashes = ['"'], 0
    for c in arg:
        if c == "\\":
            slashes += 1
            continue
        out.append("\\" * (slashes * 2 + 1 if c == '"' else slashes))
        out.append(c)
        slashes = 0
    out.append("\\" * (slashes * 2) + '"')
    return "".join(out)


def inheritable(handle):
    """A copy of one of our standard handles that the child may inherit."""
    me = _winapi.GetCurrentProcess()
    if not handle:
        return 0
    return _winapi.DuplicateHandle(me, handle, me, 0, True, _winapi.DUPLICATE_SAME_ACCESS)


def main():
    here = sys.executable.rpartition("\\")[0]
    game = here + "\\phase10.exe"
    line = " ".join(quoted(a) for a in [game, *sys.argv[1:]])
    handles = [inheritable(_winapi.GetStdHandle(h)) for h in STD_HANDLES]
    try:
        process, thread, _pid, _tid = _winapi.CreateProcess(
            game, line, None, None, True, 0, None, None, StartupInfo(handles)
        )
    except OSError as e:
        sys.stderr.write(f"phase10-console: cannot start {game}: {e}\n")
        return 2
    _winapi.CloseHandle(thread)
    try:
        _winapi.WaitForSingleObject(process, _winapi.INFINITE)
    except KeyboardInterrupt:
        return 130  # Ctrl+C reaches the game through the shared console as well
    return _winapi.GetExitCodeProcess(process)


if __name__ == "__main__":
    sys.exit(main())
