"""PDF reports with reportlab: rows in, bytes out."""
