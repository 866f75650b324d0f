// The widget origins' staff routes (docs/spec.md §10 "Widget origins", src/shared/contract/club-widget-origins.ts),
// thin over ./widget-origins.ts.
import { Hono } from 'hono';
import { clubWidgetOrigins } from '../../../src/shared/contract/club-widget-origins.ts';
import { staffActor } from '../../audit/actors.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import type { AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { __ } from '../../lang/translate.ts';
import { allowWidgetOrigin, disallowWidgetOrigin, WidgetOriginError, widgetOriginsOf } from './widget-origins.ts';

function refusal(code: WidgetOriginError['code']): string {
  if (code === 'invalid') return __('Enter a website address like https://club-site.example, without a path.');
  if (code === 'own') return __('The portal’s own address needs no entry.');
  if (code === 'configured') return __('This website is allowed by the server’s WIDGET_ORIGINS already.');
  return __('This website is allowed already.');
}

export function widgetOriginRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/club/widget-origins', staffGuard(clubWidgetOrigins.list), (c) => c.json(widgetOriginsOf(c.var.deps)));

  app.post('/club/widget-origins', staffGuard(clubWidgetOrigins.add), (c) => {
    const { body } = input(c, clubWidgetOrigins.add);
    try {
      allowWidgetOrigin(c.var.deps, staffActor(c.get('user')), body.origin);
    } catch (error) {
      if (error instanceof WidgetOriginError) throw new ValidationError({ origin: [refusal(error.code)] });
      throw error;
    }
    return c.json(widgetOriginsOf(c.var.deps), 201);
  });

  app.delete('/club/widget-origins/:origin', staffGuard(clubWidgetOrigins.remove), (c) => {
    const origin = c.req.param('origin');
    try {
      disallowWidgetOrigin(c.var.deps, staffActor(c.get('user')), origin);
    } catch (error) {
      if (error instanceof WidgetOriginError) throw notFound(__('This website is not listed.'));
      throw error;
    }
    return c.json(widgetOriginsOf(c.var.deps));
  });

  return app;
}
