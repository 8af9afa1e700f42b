"""Tables and seating: the room, the seat draw, balancing, the button and blinds, colour-ups."""
