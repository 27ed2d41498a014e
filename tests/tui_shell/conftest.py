"""Each test here gets its own data folder and starts in English (tests/app_fixtures.py)."""

from app_fixtures import data_dir  # noqa: F401 (an autouse fixture, shared by the app tests)
