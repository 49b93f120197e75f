/** The name parts of a person (a user or a patient), as rows and joins carry them. */
export interface PersonNames {
  firstName: string;
  secondName: string | null;
  firstSurname: string;
  secondSurname: string | null;
}

/** Names then surnames, as a clinic says them: "Ana María Gómez Ríos". */
export const displayName = (names: PersonNames): string =>
  [names.firstName, names.secondName, names.firstSurname, names.secondSurname].filter(Boolean).join(' ');

/** The four name columns of a joined table, for a select list: `nameColumns('u')`. */
export const nameColumns = <A extends string>(alias: A) =>
  [`${alias}.firstName`, `${alias}.secondName`, `${alias}.firstSurname`, `${alias}.secondSurname`] as const;

/** The same, renamed with a prefix (`patientFirstName`…) when two people are joined in one row. */
export const prefixedNameColumns = <A extends string, P extends string>(alias: A, prefix: P) =>
  [
    `${alias}.firstName as ${prefix}FirstName`,
    `${alias}.secondName as ${prefix}SecondName`,
    `${alias}.firstSurname as ${prefix}FirstSurname`,
    `${alias}.secondSurname as ${prefix}SecondSurname`,
  ] as const;

type Prefixed<P extends string> = Record<`${P}FirstName` | `${P}FirstSurname`, string> &
  Record<`${P}SecondName` | `${P}SecondSurname`, string | null>;

/** The display name of the person selected with {@link prefixedNameColumns}. */
export function prefixedName<P extends string>(row: Prefixed<P>, prefix: P): string {
  // The parameter type checks the columns are there; reading them by computed key needs a plain record.
  const names = row as unknown as Record<string, string | null>;
  return displayName({
    firstName: names[`${prefix}FirstName`] ?? '',
    secondName: names[`${prefix}SecondName`] ?? null,
    firstSurname: names[`${prefix}FirstSurname`] ?? '',
    secondSurname: names[`${prefix}SecondSurname`] ?? null,
  });
}

/** First name and first surname ("Andrés Mejía"): how the audit trail and change logs name staff. */
export const actorNameOf = (user: Pick<PersonNames, 'firstName' | 'firstSurname'>): string =>
  `${user.firstName} ${user.firstSurname}`;
