import { z } from 'zod';
import {
  article,
  articleBanBody,
  articleFileUploadBody,
  articleImageUploadBody,
  articleListQuery,
  articlePage,
  articleQueueQuery,
  articleReadQuery,
  articleSaveBody,
  articleSearchQuery,
  moderatedArticle,
  myArticlesQuery,
  reactions,
  uploadedFile,
  uploadedImage,
} from '../articles';
import { previewTokenQuery, previewTokenResult } from '../auth';
import { envelope, messageSchema } from '../common';
import { endpoint } from '../endpoint';
import { idParam } from '../profile';
import { articleCategory } from '../survey';

const captain = ['mentor'] as const;
const staff = ['moderator', 'admin'] as const;
const one = envelope(article);
const reaction = <M extends 'POST' | 'DELETE', P extends string>(method: M, path: P) =>
  endpoint({ method, path, access: 'user', params: idParam, response: envelope(reactions) });

/** Articles: reading, reactions, the Business Captains' editor and moderation (decision 0018). */
export const articleEndpoints = {
  // ---------- reading: everyone, a token when there is one ----------
  categories: endpoint({
    method: 'GET',
    path: '/articles/categories',
    access: 'public',
    response: envelope(z.array(articleCategory)),
  }),
  list: endpoint({
    method: 'GET',
    path: '/articles',
    access: 'public',
    query: articleListQuery,
    response: articlePage,
  }),
  search: endpoint({
    method: 'GET',
    path: '/articles/search',
    access: 'public',
    query: articleSearchQuery,
    response: articlePage,
  }),
  read: endpoint({
    method: 'GET',
    path: '/articles/:id',
    access: 'public',
    params: idParam,
    query: articleReadQuery,
    response: one,
  }),
  like: reaction('POST', '/articles/:id/like'),
  unlike: reaction('DELETE', '/articles/:id/like'),
  dislike: reaction('POST', '/articles/:id/dislike'),
  undislike: reaction('DELETE', '/articles/:id/dislike'),

  // ---------- writing: Business Captains ----------
  mine: endpoint({
    method: 'GET',
    path: '/mentor/articles',
    access: captain,
    query: myArticlesQuery,
    response: articlePage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/mentor/articles',
    access: captain,
    body: articleSaveBody,
    encoding: 'multipart',
    response: one,
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/mentor/articles/upload_image',
    access: captain,
    body: articleImageUploadBody,
    encoding: 'multipart',
    response: envelope(uploadedImage),
  }),
  uploadFile: endpoint({
    method: 'POST',
    path: '/mentor/articles/upload_file',
    access: captain,
    body: articleFileUploadBody,
    encoding: 'multipart',
    response: envelope(uploadedFile),
  }),
  mineOne: endpoint({
    method: 'GET',
    path: '/mentor/articles/:id',
    access: captain,
    params: idParam,
    response: one,
  }),
  update: endpoint({
    method: 'POST',
    path: '/mentor/articles/:id',
    access: captain,
    params: idParam,
    body: articleSaveBody,
    encoding: 'multipart',
    response: one,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/mentor/articles/:id',
    access: captain,
    params: idParam,
    response: messageSchema,
  }),

  // ---------- moderation: moderators and admins ----------
  queue: endpoint({
    method: 'GET',
    path: '/admin/articles',
    access: staff,
    query: articleQueueQuery,
    response: articlePage,
  }),
  /** The preview page opened from a link sends a preview token for this article as `?token=`. */
  moderated: endpoint({
    method: 'GET',
    path: '/admin/article/:id',
    access: staff,
    params: idParam,
    query: previewTokenQuery,
    response: envelope(moderatedArticle),
  }),
  previewToken: endpoint({
    method: 'POST',
    path: '/admin/article/:id/preview-token',
    access: staff,
    params: idParam,
    response: envelope(previewTokenResult),
  }),
  publish: endpoint({
    method: 'POST',
    path: '/admin/articles/:id/publish',
    access: staff,
    params: idParam,
    response: envelope(moderatedArticle),
  }),
  ban: endpoint({
    method: 'POST',
    path: '/admin/articles/:id/ban',
    access: staff,
    params: idParam,
    body: articleBanBody,
    response: envelope(moderatedArticle),
  }),
};
