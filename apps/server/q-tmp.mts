import { PGlite } from '@electric-sql/pglite';
const db = new PGlite('/tmp/pgcopy');
console.log((await db.query('select template_id, count(*) from milestones where template_id in (1,2) group by template_id')).rows);
console.log((await db.query('select id, mentoring_id, template_id, source_template_id from milestones')).rows);
