"""The ``tourney`` command line: one module per subcommand (see :mod:`tourney.cli.main`)."""
