"""placeholder"""

