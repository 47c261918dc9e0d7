"""Stands in for PySide6 in the no-Qt server test: any import of Qt fails loudly."""

raise ImportError("PySide6 is not available here (the table server must run without Qt)")
