// Test helpers: see the files beside this one.
