import { articleCategories } from '../../db/schema';
import { allColumns, viewOf } from '../../db/read-model';

/**
 * What other modules may read of the articles module's tables (docs/ARCHITECTURE.md, "Table
 * ownership"): the categories, which the survey options list beside the other reference data.
 */
export const articleCategoriesView = viewOf(articleCategories, allColumns(articleCategories));
