Adder.main()
