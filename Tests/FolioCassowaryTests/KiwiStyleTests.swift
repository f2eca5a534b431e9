import Foundation
import Testing
import FolioCassowary

@Suite("Cassowary written as kiwi writes it")
struct KiwiStyleTests {
    @Test("==, <=, >= and | build constraints; values land in the variables")
    func operators() throws {
        let solver = Cassowary.Solver()
        let x = Cassowary.Variable("x"), y = Cassowary.Variable("y"), w = Cassowary.Variable("w")
        try solver.add(x + y == 20)
        try solver.add((x == 10) | .strong)
        try solver.add((x == 30) | .weak)
        try solver.add(w >= 100)
        try solver.add(w <= 2 * x + 200)
        try solver.add(0 <= y)
        try solver.add((w == 1000) | .medium)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 10)
        #expect(w.value == 220, "as wide as allowed: 2·10 + 200")

        let c: Cassowary.Constraint = x - 2 * y >= -3
        #expect(c.relation == .greaterThanOrEqual && c.strength == .required)
        #expect(((x <= 5) | .strong).strength == .strong)
        #expect(x == x, "without a constraint type asked for, == is identity")
    }

    @Test("terms, expressions and constraints print as kiwi prints them; dump() lists the constraints")
    func printedForms() throws {
        let x = Cassowary.Variable("x"), y = Cassowary.Variable("y")
        #expect(Cassowary.Term(x, 2).description == "2 * x")
        #expect(Cassowary.Term(x, -1).description == "-x")
        #expect((x + 2 * y - 3).description == "x + 2 * y - 3")
        #expect((x - 0.5 * y).description == "x - 0.5 * y")
        #expect(Cassowary.Expression(constant: 4).description == "4")
        let c: Cassowary.Constraint = x + y == 20
        #expect(c.description == "x + y - 20 == 0 | required")
        #expect(((x >= 1) | .strong).description == "x - 1 >= 0 | strong")

        let solver = Cassowary.Solver()
        try solver.add(c)
        try solver.add((x == 5) | .weak)
        solver.updateVariables()
        let text = solver.dump()
        #expect(text.hasPrefix("constraints:\n  x + y - 20 == 0 | required\n  x - 5 == 0 | weak\n"))
        #expect(text.contains("x = ") && text.contains("value 5"))
        #expect(x.debugDescription == "x = 5.0")
    }
}
