/**
 * How a story's `parameters.platform` and the toolbar's state make the
 * settings of its emulator, and that every toolbar state is a valid setting
 * of the emulator's controls.
 */
import { describe, expect, test } from 'vitest'
import { createEmulator } from '../../src/emulator/index.js'
import {
  PLATFORM_TOOLBAR,
  type PlatformToolbarState,
  platformSettings,
} from '../../src/storybook/parameters.js'

describe('platformSettings', () => {
  const parameters = {
    seed: 7,
    size: 300,
    latency: 50,
    fail: { 'Marketplace/GetFloorOrder': 'NotFound' as const },
  }

  test("live (and no state) is the story's parameters", () => {
    const expected = {
      emulator: { seed: 7, now: undefined, size: 300 },
      controls: { latency: 50, fail: { 'Marketplace/GetFloorOrder': 'NotFound' } },
    }
    expect(platformSettings(parameters, 'live')).toEqual(expected)
    expect(platformSettings(parameters, undefined)).toEqual(expected)
    expect(platformSettings(parameters, 'no-such-state')).toEqual(expected)
  })

  test("a state replaces the story's setting of its name and keeps the others", () => {
    expect(platformSettings(parameters, 'slow').controls).toEqual({
      latency: [800, 1600],
      fail: { 'Marketplace/GetFloorOrder': 'NotFound' },
    })
    expect(platformSettings(parameters, 'hostile').controls).toEqual({
      latency: 50,
      fail: { 'Marketplace/GetFloorOrder': 'NotFound' },
      scenario: 'hostile',
    })
    expect(platformSettings(parameters, 'offline').controls.fail).toEqual({
      '*': 'network-error',
    })
  })

  test('no parameters: an emulator with its defaults, controls off', () => {
    expect(platformSettings(undefined, 'live')).toEqual({
      emulator: { seed: undefined, now: undefined, size: undefined },
      controls: {},
    })
  })

  test.each(Object.keys(PLATFORM_TOOLBAR))('the %s state is a valid setting', (state) => {
    const { controls } = createEmulator({ size: 10 })
    expect(() =>
      controls.set(platformSettings({}, state as PlatformToolbarState).controls),
    ).not.toThrow()
  })
})
