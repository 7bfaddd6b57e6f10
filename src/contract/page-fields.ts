// The page fields a form submission and the form-render census carry (spec 001 §3 "Form
// submission": pageTitle, pageId, contentSource, pagePath, pagePermissionTypeValue), read
// from the page and its site context when called, never at import time.
import { siteContext } from './site-context.js';

export interface PageFields {
  pageTitle: string;
  /** The content item's id on an item page, else the collection's (the page's) id. */
  pageId: string;
  /** 'item' on a content item's page, else 'collection'. */
  contentSource: 'item' | 'collection';
  pagePath: string;
  /** The page's permission type from the site context; 1 (public) when it gives none (ours). */
  pagePermissionTypeValue: number;
}

export function pageFields(doc: Document = document): PageFields {
  const ctx = siteContext(doc);
  const item = ctx.item?.id ?? ctx.itemId;
  const permission = Number(ctx.pagePermissionTypeValue);
  return {
    pageTitle: doc.title,
    pageId: item ?? ctx.collection?.id ?? ctx.collectionId ?? '',
    contentSource: item ? 'item' : 'collection',
    pagePath: doc.location?.pathname ?? '',
    pagePermissionTypeValue: Number.isFinite(permission) && ctx.pagePermissionTypeValue != null ? permission : 1,
  };
}
