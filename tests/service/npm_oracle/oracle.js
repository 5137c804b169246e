'use strict'
// The npm oracle of the differential test: ONE long-lived process.
// stdin: one JSON line per batch, an array of [range, version] pairs.
// stdout: one JSON line per batch, an array of [rangeValid, versionValid, satisfies]
// as npm's own `semver` package (default options) says them.
const readline = require('readline')
const semver = require('semver')

const rangeValid = (r) => {
  try {
    new semver.Range(r)
    return true
  } catch (er) {
    return false
  }
}
const versionValid = (v) => {
  try {
    new semver.SemVer(v)
    return true
  } catch (er) {
    return false
  }
}

const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity })
process.stdout.write(JSON.stringify({ semver: require('semver/package.json').version, node: process.version }) + '\n')
rl.on('line', (line) => {
  const pairs = JSON.parse(line)
  const out = pairs.map(([r, v]) => [rangeValid(r), versionValid(v), semver.satisfies(v, r)])
  process.stdout.write(JSON.stringify(out) + '\n')
})
