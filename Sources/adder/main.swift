await ShortErrors.run(Adder.self)
