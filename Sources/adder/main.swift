ShortErrors.run(Adder.self)
