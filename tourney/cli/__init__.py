"""The ``tourney`` command line: one module per subcommand, registered in :mod:`tourney.cli.main`."""
