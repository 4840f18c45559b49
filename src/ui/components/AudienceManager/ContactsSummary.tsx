'use client'
/**
 * What the list holds, before anything is sent: the counts of valid,
 * duplicate and invalid lines and of calls, and the invalid lines with their
 * numbers and reasons.
 */
import { clampText } from '../../shared/safety.js'
import { fill } from '../../shared/strings.js'
import {
  CONTACTS_PER_CALL,
  type ContactLineProblem,
  type ParsedContactList,
} from './contactList.js'
import type { AudienceManagerStrings } from './strings.js'

/** The words of each reason a line is invalid. */
const REASON_KEY: Record<ContactLineProblem, keyof AudienceManagerStrings> = {
  'missing-address': 'reasonMissingAddress',
  'invalid-address': 'reasonInvalidAddress',
  'bad-checksum': 'reasonBadChecksum',
  'invalid-email': 'reasonInvalidEmail',
  'too-many-fields': 'reasonTooManyFields',
  'unterminated-quote': 'reasonUnterminatedQuote',
}

interface ContactsSummaryProps {
  /** The form's id: the counts are `${id}-summary`, the invalid lines `${id}-invalid`. */
  readonly id: string
  readonly text: AudienceManagerStrings
  readonly parsed: ParsedContactList
  readonly maxInvalidShown: number
  /** A count in the form's locale. */
  readonly n: (count: number) => string
}

/** The counts, then the first `maxInvalidShown` invalid lines and how many more there are. */
export function ContactsSummary({ id, text, parsed, maxInvalidShown, n }: ContactsSummaryProps) {
  const { contacts, invalid } = parsed
  return (
    <>
      <ul id={`${id}-summary`} className="pk-audience__summary">
        <li data-kind="valid">{fill(text.summaryValid, { count: n(contacts.length) })}</li>
        <li data-kind="duplicates">
          {fill(text.summaryDuplicates, { count: n(parsed.duplicates) })}
        </li>
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
        <div id={`${id}-invalid`} className="pk-audience__invalid">
          <p className="pk-audience__invalid-heading">{text.invalidHeading}</p>
          <ol className="pk-audience__invalid-list">
            {invalid.slice(0, maxInvalidShown).map((line) => (
              <li key={line.line} className="pk-audience__invalid-line" data-line={line.line}>
                <span className="pk-audience__line-number">
                  {fill(text.invalidLine, { line: n(line.line) })}
                </span>{' '}
                <code className="pk-audience__line-text">
                  <bdi>{clampText(line.text, 80)}</bdi>
                </code>{' '}
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
