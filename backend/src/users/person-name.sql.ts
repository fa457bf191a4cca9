/**
 * The name a person goes by, in SQL over their users row aliased `u`: the name they gave (a guest's, or a nickname),
 * else their first and last name; NULL when there is none, for the reader's own words ("A guest").
 */
export const PERSON_NAME_SQL = `coalesce(nullif(trim(u."nickname"), ''), nullif(concat_ws(' ', u."firstName", u."lastName"), ''))`;
