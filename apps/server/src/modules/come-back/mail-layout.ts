import { escapeHtml } from './mail-links.ts';

// The HTML frame of the shop's marketing mail: one column, inline styles only (mail apps drop
// style sheets), readable at a phone's width, and always the unsubscribe link at the foot.

export type MailLine = { name: string; detail: string | null; imageUrl: string | null; quantity?: number };

export function mailItemsHtml(lines: readonly MailLine[]): string {
  return lines
    .map((l) => {
      const picture = l.imageUrl
        ? `<img src="${escapeHtml(l.imageUrl)}" alt="${escapeHtml(l.name)}" width="72" height="72" style="display:block;border-radius:8px;object-fit:cover">`
        : '';
      const detail = [l.detail, l.quantity ? `Quantity: ${l.quantity}` : null].filter(Boolean).join(' · ');
      return (
        `<tr><td style="padding:8px 12px 8px 0;width:72px">${picture}</td>` +
        `<td style="padding:8px 0;font-size:15px;color:#3b1f2b"><strong>${escapeHtml(l.name)}</strong>` +
        (detail ? `<br><span style="color:#6b5560;font-size:13px">${escapeHtml(detail)}</span>` : '') +
        `</td></tr>`
      );
    })
    .join('');
}

export function marketingMailHtml(parts: {
  shopName: string;
  heading: string;
  intro: string;
  body: string;
  button: { label: string; url: string };
  unsubscribeUrl: string;
}): string {
  const { shopName, heading, intro, body, button } = parts;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#faf5f2;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf5f2"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 24px 8px;font-size:20px;font-weight:bold;color:#7a2950">${escapeHtml(shopName)}</td></tr>
<tr><td style="padding:0 24px"><h1 style="font-size:22px;color:#3b1f2b;margin:8px 0">${escapeHtml(heading)}</h1>
<p style="font-size:15px;color:#3b1f2b;line-height:1.5">${escapeHtml(intro)}</p></td></tr>
<tr><td style="padding:0 24px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${body}</table></td></tr>
<tr><td style="padding:20px 24px"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#7a2950;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(button.label)}</a></td></tr>
<tr><td style="padding:0 24px 24px;font-size:12px;color:#6b5560;line-height:1.5">You get this e-mail because you shopped or asked for news at ${escapeHtml(shopName)}.
<a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:#7a2950">Unsubscribe</a> from reminders and stock alerts.</td></tr>
</table></td></tr></table></body></html>`;
}
