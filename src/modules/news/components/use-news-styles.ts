// The news styles, adopted into the page (constructable stylesheets: no <style>, strict CSP holds):
// the post card's sheet (the news-feed widget adopts only that one) and the pages' own.
import { useEffect } from 'react';
import { adoptStyles } from '../../../ui/styles.ts';
import newsCss from './news.css?inline';
import postCardCss from './post-card.css?inline';

export function useNewsStyles(): void {
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, postCardCss, newsCss);
  }, []);
}
