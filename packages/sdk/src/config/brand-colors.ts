/** The brand's primary colour: the widgets' default and the portal's until the user picks another. */
export const DEFAULT_PRIMARY_COLOR = '#10D1F4';
