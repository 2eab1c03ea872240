#!/bin/sh
echo "I would rather not play"
