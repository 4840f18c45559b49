'use client'
/**
 * What a contact list holds, before anything is sent: the counts of valid,
 * duplicate and invalid lines and of the calls the send takes, and the
 * invalid lines with their numbers, text and reason.
 */
import {
  CONTACTS_PER_CALL,
  type ContactLineProblem,
  type ParsedContactList,
} from '../../lib/contactList.js'
import { clampText } from '../../lib/safety.js'
import { fill } from '../../lib/strings.js'
import type { AudienceManagerStrings } from './strings.js'

const REASON_KEY: Record<ContactLineProblem, keyof AudienceManagerStrings> = {
  'missing-address': 'reasonMissingAddress',
  'invalid-address': 'reasonInvalidAddress',
  'bad-checksum': 'reasonBadChecksum',
  'invalid-email': 'reasonInvalidEmail',
  'too-many-fields': 'reasonTooManyFields',
  'unterminated-quote': 'reasonUnterminatedQuote',
}

export interface ContactListCheckProps {
  readonly parsed: ParsedContactList
  /** The id of the summary list, which describes the text area. */
  readonly summaryId: string
  /** The id of the invalid lines' box, which describes the text area when there are any. */
  readonly invalidId: string
  /** How many invalid lines are listed; the rest are counted. */
  readonly maxInvalidShown: number
  /** Writes a number in the form's locale. */
  readonly n: (count: number) => string
  readonly text: AudienceManagerStrings
}

/** The summary of a parsed contact list and its invalid lines. Internal to the contacts form. */
export function ContactListCheck({
  parsed: { contacts, invalid, duplicates },
  summaryId,
  invalidId,
  maxInvalidShown,
  n,
  text,
}: ContactListCheckProps) {
  return (
    <>
      <ul id={summaryId} className="pk-audience__summary">
        <li data-kind="valid">{fill(text.summaryValid, { count: n(contacts.length) })}</li>
        <li data-kind="duplicates">{fill(text.summaryDuplicates, { count: n(duplicates) })}</li>
        <li data-kind="invalid" data-count={invalid.length}>
          {fill(text.summaryInvalid, { count: n(invalid.length) })}
        </li>
        <li data-kind="calls">
          {fill(text.summaryCalls, {
            count: n(Math.ceil(contacts.length / CONTACTS_PER_CALL)),
          })}
        </li>
      </ul>

      {invalid.length > 0 && (
        <div id={invalidId} className="pk-audience__invalid">
          <p className="pk-audience__invalid-heading">{text.invalidHeading}</p>
          <ol className="pk-audience__invalid-list">
            {invalid.slice(0, maxInvalidShown).map((line) => (
              <li key={line.line} className="pk-audience__invalid-line" data-line={line.line}>
                <span className="pk-audience__line-number">
                  {fill(text.invalidLine, { line: n(line.line) })}
                </span>{' '}
                <code className="pk-audience__line-text">{clampText(line.text, 80)}</code>{' '}
                <span className="pk-audience__line-reason">{text[REASON_KEY[line.reason]]}</span>
              </li>
            ))}
          </ol>
          {invalid.length > maxInvalidShown && (
            <p className="pk-audience__invalid-more">
              {fill(text.invalidMore, { count: n(invalid.length - maxInvalidShown) })}
            </p>
          )}
        </div>
      )}
    </>
  )
}
