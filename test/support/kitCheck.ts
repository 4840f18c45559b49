/**
 * A consumer project's type errors in its own files and in the kit's
 * declarations (and those of no file: the config's, the options'), and those
 * only, as `tsc -p <config>` prints them (`file(line,col): error
 * TS…: message`, paths relative to the project), one per line on standard
 * output, and exit code 2 when there are any (as tsc's); run by `kitErrors`
 * as `node --import tsx kitCheck.ts <config>` in the project's directory,
 * with the kit's TypeScript.
 *
 * The program is the one `tsc -p` builds, `skipLibCheck: false` and all, and
 * every file of it is parsed and bound; what is left out is the full check of
 * other packages' declarations (viem's, wagmi's, React's: 220,000 lines, four
 * fifths of a check), whose errors are theirs, not the kit's. Types they declare are still checked wherever the kit or the
 * project uses them.
 */
import { relative } from 'node:path'
import ts from 'typescript'

const config = process.argv[2]
if (!config) throw new Error('usage: kitCheck.ts <tsconfig>')

const cwd = process.cwd()
const read = ts.getParsedCommandLineOfConfigFile(config, undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
  },
})
if (!read) throw new Error(`${config}: not read`)
const program = ts.createProgram({
  rootNames: read.fileNames,
  options: read.options,
  projectReferences: read.projectReferences,
  configFileParsingDiagnostics: read.errors,
})

/** Whether a file is the project's own or the kit's (a copy in the project's node_modules). */
const ours = (file: ts.SourceFile) => {
  const path = relative(cwd, file.fileName)
  if (path.startsWith('..')) return false
  return !/(^|\/)node_modules\//.test(path) || path.startsWith('node_modules/platform-kit/')
}

const files = program.getSourceFiles().filter(ours)
const diagnostics = [
  ...program.getConfigFileParsingDiagnostics(),
  ...program.getOptionsDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...files.flatMap((file) => program.getSyntacticDiagnostics(file)),
  ...files.flatMap((file) => program.getSemanticDiagnostics(file)),
].filter((d) => !d.file || ours(d.file))
const host: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => cwd,
  getNewLine: () => '\n',
}
process.stdout.write(ts.formatDiagnostics(diagnostics, host))
process.exitCode = diagnostics.length > 0 ? 2 : 0
