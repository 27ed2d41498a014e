"""The walkthrough's screens: the list of lessons and a lesson (see ``claim2.walkthrough``)."""
