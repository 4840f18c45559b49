/**
 * The Chromium that ships inside the npm package @sparticuz/chromium (a
 * devDependency; Linux x64 only), for machines that have nothing but Node:
 * the package holds a Brotli-compressed headless Chromium, the few shared
 * libraries it needs beyond glibc (NSS, NSPR, expat), SwiftShader and a font.
 * It is unpacked once per install into node_modules/.cache, never downloaded.
 */
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

export const NPM_CHROMIUM_PACKAGE = '@sparticuz/chromium'

/** The unpacked browser: its binary and the variables it needs to find its libraries and fonts. */
export interface NpmChromium {
  readonly version: string
  readonly executablePath: string
  readonly env: Readonly<Record<string, string>>
}

/** Whether the package has a Chromium for this machine (it ships Linux x64 only). */
export function npmChromiumSupported(
  platform: NodeJS.Platform = process.platform,
  arch: string = process.arch,
): boolean {
  return platform === 'linux' && arch === 'x64'
}

/** The installed package's directory and version, or undefined when it is not installed. */
function installedPackage(): { dir: string; version: string } | undefined {
  let entry: string
  try {
    entry = createRequire(import.meta.url).resolve(NPM_CHROMIUM_PACKAGE)
  } catch {
    return undefined
  }
  // The CommonJS entry is <package>/build/cjs/index.cjs.
  const dir = join(dirname(entry), '..', '..')
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    version: string
  }
  return { dir, version }
}

/**
 * The package's own `executablePath()` in a child process whose TMPDIR is
 * `target`: it inflates everything into that directory (the binary, the
 * SwiftShader libraries beside it, fonts/), and, as it does on Amazon Linux
 * 2023 (which AWS_LAMBDA_JS_RUNTIME tells it), the libraries into al2023/lib.
 * Then a fontconfig file naming the bundled font where `target` will be renamed to (`final`).
 */
function inflate(entry: string, bin: string, target: string, final: string): void {
  const script =
    'const { default: chromium } = await import(process.argv[1]); await chromium.executablePath(process.argv[2])'
  execFileSync(process.execPath, ['--input-type=module', '-e', script, entry, bin], {
    env: { ...process.env, TMPDIR: target, AWS_LAMBDA_JS_RUNTIME: 'nodejs20.x' },
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 120_000,
  })
  // Only the bundled font: text renders the same whatever the machine has.
  writeFileSync(
    join(target, 'fonts.conf'),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(final, 'fonts', 'fonts')}</dir>
  <cachedir>${join(final, 'fonts-cache')}</cachedir>
</fontconfig>
`,
  )
}

/**
 * The npm-shipped Chromium, unpacked on first use into
 * node_modules/.cache/platform-kit/chromium-<version> (about 200 MB, two
 * seconds). Unpacking goes to a directory of its own that is renamed into
 * place when complete, so processes that start at once never see half a
 * browser. Undefined when the package is not installed.
 *
 * @example
 * const npm = npmChromium()
 * if (npm) await chromium.launch({ executablePath: npm.executablePath, env: { ...process.env, ...npm.env } })
 */
export function npmChromium(): NpmChromium | undefined {
  const pkg = installedPackage()
  if (!pkg) return undefined
  const cache = join(pkg.dir, '..', '..', '.cache', 'platform-kit', `chromium-${pkg.version}`)
  if (!existsSync(join(cache, 'chromium'))) {
    mkdirSync(dirname(cache), { recursive: true })
    const staging = mkdtempSync(`${cache}.partial-`)
    try {
      const entry = pathToFileURL(createRequire(import.meta.url).resolve(NPM_CHROMIUM_PACKAGE)).href
      inflate(entry, join(pkg.dir, 'bin'), staging, cache)
      try {
        renameSync(staging, cache)
      } catch (error) {
        // Another process finished first; its copy is as good as ours.
        if (!existsSync(join(cache, 'chromium'))) throw error
      }
    } finally {
      rmSync(staging, { recursive: true, force: true })
    }
  }
  return {
    version: pkg.version,
    executablePath: join(cache, 'chromium'),
    env: {
      LD_LIBRARY_PATH: [join(cache, 'al2023', 'lib'), process.env.LD_LIBRARY_PATH]
        .filter(Boolean)
        .join(':'),
      FONTCONFIG_FILE: join(cache, 'fonts.conf'),
    },
  }
}
