/** What the audience manager's tests share: the operations they count and the contacts they send. */

export const ADD = 'Builder/AddAudienceContacts'
export const CREATE = 'Builder/CreateAudience'
/** Two contacts as the emulator stores them: lower-case addresses. */
export const ADA = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
export const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
/** A distinct lower-case address per number. */
export const addressOf = (i: number) => `0x${(i + 1).toString(16).padStart(40, '0')}`
