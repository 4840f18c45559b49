/** The words of the audience forms: English defaults, each replaceable through `strings`. */

export const AUDIENCE_MANAGER_STRINGS = {
  /** The legend of the form that creates an audience. */
  createLegend: 'New audience',
  /** The label of the audience name field. */
  nameLabel: 'Audience name',
  /** The hint under the name field. */
  nameHint: '1 to 100 characters, unique in the project.',
  /** The name field is empty. */
  nameRequired: 'Enter a name for the audience.',
  /** The name is longer than 100 characters. */
  nameTooLong: 'The name can have at most 100 characters.',
  /** The server answered RequestConflict: the name is taken. */
  nameTaken: 'An audience with this name exists.',
  /** The create button. */
  create: 'Create audience',
  /** The create button while the audience is being created. */
  creating: 'Creating…',
  /** Any other failure to create; `{message}` is the server's message. */
  createFailed: 'The audience could not be created: {message}',
  /** The title of the audience contacts are added to; `{name}` is its name. */
  audienceTitle: 'Audience: {name}',
  /** Announced when an audience has been created; `{name}` is its name. */
  audienceCreated: 'Audience {name} created.',
  /** The legend of the form that adds contacts. */
  contactsLegend: 'Add contacts',
  /** The label of the text area. */
  contactsLabel: 'Contacts',
  /** The hint under the text area. */
  contactsHint:
    'One contact per line: an address, or address,name,email (separated by commas, tabs or semicolons). Blank lines and lines starting with # are ignored.',
  /** The label of the file input. */
  fileLabel: 'Or upload a list (.csv, .txt)',
  /** Shown when a file has been read into the text area; `{file}` is its name. */
  fileLoaded: 'Read {file}.',
  /** A file that cannot be read; `{file}` is its name. */
  fileFailed: '{file} could not be read.',
  /** A file over the size limit; `{file}` is its name, `{max}` the limit (`10 MB`). */
  fileTooLarge: '{file} is larger than {max}.',
  /** The count of valid contacts to be sent. */
  summaryValid: 'Valid contacts: {count}',
  /** The count of lines repeating an address already in the list. */
  summaryDuplicates: 'Duplicates (sent once): {count}',
  /** The count of invalid lines. */
  summaryInvalid: 'Invalid lines (not sent): {count}',
  /** The number of calls the valid contacts take, at most 1,000 contacts each. */
  summaryCalls: 'Calls of up to 1,000 contacts: {count}',
  /** The heading of the invalid lines. */
  invalidHeading: 'These lines will not be sent:',
  /** An invalid line's number. */
  invalidLine: 'Line {line}',
  /** When more invalid lines exist than are listed. */
  invalidMore: 'and {count} more',
  /** Why a line is invalid: the fields before the address are empty (`,name,email`). */
  reasonMissingAddress: 'no address',
  reasonInvalidAddress: 'not an address',
  reasonBadChecksum: 'wrong checksum (write it in lower case or with its EIP-55 checksum)',
  reasonInvalidEmail: 'not an email address',
  reasonTooManyFields: 'more than address, name and email',
  reasonUnterminatedQuote: 'a quote is not closed',
  /** The send button; `{count}` is the number of valid contacts. */
  send: 'Send {count} contacts',
  /** The accessible name of the progress bar. */
  progressLabel: 'Contacts sent',
  /** Progress while sending. */
  sending: 'Sending… {sent} of {total} contacts sent.',
  /** The result; `{count}` contacts were added. */
  sent: 'Added {count} contacts.',
  /** The result when some calls failed. */
  partlySent: 'Added {count} of {total} contacts.',
  /** A failed call; `{from}`–`{to}` are the contacts' positions, `{message}` the server's message. */
  chunkFailed: 'Contacts {from}–{to} were not added: {message}',
  /** The button that sends a failed call again. */
  retryChunk: 'Retry contacts {from}–{to}',
}
export type AudienceManagerStrings = typeof AUDIENCE_MANAGER_STRINGS
