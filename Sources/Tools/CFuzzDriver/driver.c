// The header declares libFuzzer's driver for Swift; SwiftPM needs a source file in a C target.
#include "CFuzzDriver.h"
