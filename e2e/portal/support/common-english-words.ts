/**
 * Common English words of interfaces and short prose, for the Spanish-page crawl: any of them on a
 * Spanish page is text nobody translated, whether or not it came from a catalogue (a hard-coded
 * "Loading…" or "Submit" is exactly what the catalogue-only check missed). Words that are also Spanish
 * are left out on purpose ("no", "sin", "come", "red", "general", "total", "final", "normal", "real",
 * "solo", "plan", "error", "dental"…), as are brand-like words the allow-list covers.
 */
export const COMMON_ENGLISH_WORDS: ReadonlySet<string> = new Set(
  `
  // Function words.
  the and you your yours for with without from into onto this that these those there here what which
  who whom whose when where why how are was were been being have had does did done will would can
  could should must may might shall not yet also only just very more most less least some any all each
  every other another such than then them they their our ours his her its she him we us about above
  below after before again between through during until while because but or if of to on at by it is
  be an do so up out off over under too many much few own same both either neither already always
  never often still soon now today tomorrow yesterday
  // Interface verbs.
  add edit save saved saving cancel delete remove close open submit send sent sending search filter
  sort show hide view back next previous continue confirm apply reset retry try reload refresh
  download upload copy copied paste select choose change update updated create created sign signed
  login logout register subscribe unsubscribe buy pay paid pending loading please wait click enter
  type learn read go get got see make take keep find found need want know let use used using manage
  invite invited accept decline leave join start started finish verify verified expires expired renew
  renewal checkout welcome thanks
  // Interface nouns and adjectives.
  home page pages menu settings account accounts profile password email address phone name first last
  company business organization organizations member members role roles owner billing invoice invoices
  payment payments price prices pricing plans monthly annual yearly year years month months day days
  week date time amount tax taxes due cart order orders item items quantity subtotal discount free
  trial status active inactive enabled disabled success successful failed warning notice notifications
  message messages help support contact terms privacy policy language theme dark light system layout
  width full empty none nothing something everything new old yes required optional invalid valid
  unknown details overview summary history documents document number numbers code key keys link file
  files list table results result features feature questions answer team newsletter customer customers
  user users people patients patient appointments appointment schedule calendar maintenance coming
  authorized forbidden denied access security session went wrong later right left bottom main skip
  content card credit debit bank approved rejected process processing receipt value included unlimited
`
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean),
);
