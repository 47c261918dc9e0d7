"""Game records as files: open, export, verify and print them (no Qt).

:mod:`.files` reads a record from any file the game writes (a record, an engine
save or the app's save) through the one validated path for saves, and writes
records; :mod:`.text` prints a round for bug reports; :mod:`.command` adds
``phase10 verify`` and ``phase10 replay``. The engine's
:mod:`~phase10_desktop.engine.record` and :mod:`~phase10_desktop.engine.replay`
do the work; this layer is what the app and the command line share.
"""

from .files import LoadedRecord, export_record, load_record, record_document

__all__ = ["LoadedRecord", "export_record", "load_record", "record_document"]
