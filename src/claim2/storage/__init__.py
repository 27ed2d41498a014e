"""Where claim2 keeps its files: the data folder and its lock, reading and writing files
safely, crash logs.
"""
