/**
 * A testing-library text matcher for the kit's words with outside text in
 * them: the words and each `<bdi>` that isolates a value are separate nodes
 * (issue 28), which `getByText('on OpenSea')` no longer finds as one.
 */

/**
 * Matches the innermost element whose whole text is `text` (or matches it),
 * across the elements inside it: `getByText(wholeText('on OpenSea'))` finds
 * `<span>on <bdi>OpenSea</bdi></span>`.
 */
export const wholeText = (text: string | RegExp) => {
  const matches = (content: string | null | undefined) =>
    typeof text === 'string' ? content === text : text.test(content ?? '')
  return (_content: string, element: Element | null): boolean =>
    matches(element?.textContent) &&
    ![...(element?.children ?? [])].some((child) => matches(child.textContent))
}
