"""Widgets and settings every window of the app uses."""
