import { migration } from './migration';

/**
 * What a person wrote or brought (dishes, comments, reactions, private questions, photos, date-poll answers) is never
 * deleted with its author's user row: the reference refuses the deletion instead. A guest merged into an account
 * hands every such row over first; a row some later table adds and the merge forgets makes the merge fail, never
 * silently delete. (Deleting an event still deletes its rows, through their event reference.)
 */
const KEPT: ReadonlyArray<readonly [table: string, column: string]> = [
  ['dishes', 'contributorId'],
  ['comments', 'authorId'],
  ['comment_reactions', 'userId'],
  ['questions', 'askerId'],
  ['photos', 'uploaderId'],
  ['date_poll_answers', 'userId'],
];

const reference = (table: string, column: string, onDelete: 'RESTRICT' | 'CASCADE'): string =>
  `ALTER TABLE "${table}" DROP CONSTRAINT "${table}_${column}_fkey",
     ADD CONSTRAINT "${table}_${column}_fkey" FOREIGN KEY ("${column}") REFERENCES "users" ("id") ON DELETE ${onDelete}`;

export const ContentOutlivesGuests1767300000000 = migration('ContentOutlivesGuests1767300000000', {
  up: KEPT.map(([table, column]) => reference(table, column, 'RESTRICT')),
  down: KEPT.map(([table, column]) => reference(table, column, 'CASCADE')),
});
