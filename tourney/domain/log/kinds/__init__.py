"""One module per kind of event, named after the word stored with it (see ``payloads``)."""
