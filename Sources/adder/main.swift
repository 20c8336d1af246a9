ShortErrors.runWithoutParsing()
await ShortErrors.run(Adder.self)
