/** A minimal dark HTML explorer: /explorer/tx/{id} and /explorer/account/{name}. */
import { sendText } from '../../http/respond';
import type { Handler } from '../../http/types';
import { formatAsset } from '../core/asset';
import { isValidName } from '../core/name';
import { formatTimePoint } from '../core/time';
import type { ChainEngine } from '../node/engine';
import type { TransactionRecord } from '../node/history';
import { coreBalance } from './account';
import { renderAction } from './render';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)} · Waxwing devnet explorer</title>
<style>body{background:#0d1117;color:#c9d1d9;font:14px/1.5 system-ui,sans-serif;margin:0;padding:24px;max-width:1100px}
h1{font-size:18px;margin:0 0 16px;color:#e6edf3}h2{font-size:15px;margin:24px 0 8px;color:#e6edf3}a{color:#58a6ff;text-decoration:none}a:hover{text-decoration:underline}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #21262d;padding:6px 8px;text-align:left;vertical-align:top}th{color:#8b949e;font-weight:500}
code,pre,.num{font-family:ui-monospace,Menlo,monospace;font-variant-numeric:tabular-nums}pre{margin:0;white-space:pre-wrap;word-break:break-all;color:#a5d6ff}.muted{color:#8b949e}.ok{color:#3fb950}</style></head>
<body>${body}</body></html>`;
}

const accountLink = (name: string): string => `<a href="/explorer/account/${escape(name)}">${escape(name)}</a>`;
const txLink = (id: string): string => `<a href="/explorer/tx/${escape(id)}"><code>${escape(id.slice(0, 16))}…</code></a>`;

function txPage(engine: ChainEngine, tx: TransactionRecord): string {
  const rows = tx.traces
    .map((t) => {
      const act = renderAction(engine.state, t.act, false);
      return `<tr><td class="num">${t.actionOrdinal}</td><td class="num">${t.receipt?.globalSequence ?? ''}</td><td>${accountLink(t.receiver)}</td><td><code>${escape(act.account)}::${escape(act.name)}</code></td><td>${act.authorization.map((l) => `${accountLink(l.actor)}@${escape(l.permission)}`).join(', ')}</td><td><pre>${escape(JSON.stringify(act.data, null, 1))}</pre>${t.console ? `<div class="muted">console: ${escape(t.console)}</div>` : ''}</td></tr>`;
    })
    .join('');
  return page(
    `Transaction ${tx.id.slice(0, 12)}`,
    `<h1>Transaction <code>${escape(tx.id)}</code></h1>
<table><tr><th>status</th><td class="ok">executed</td></tr><tr><th>block</th><td class="num">${tx.blockNum}</td></tr><tr><th>time</th><td class="num">${formatTimePoint(tx.blockTime)}</td></tr>
<tr><th>CPU / NET</th><td class="num">${tx.cpuUsageUs} µs / ${tx.netUsageWords * 8} bytes</td></tr><tr><th>signed by</th><td>${tx.fiat ? 'the devnet (system transaction)' : `${tx.packed.signatures.length} signature(s)`}</td></tr></table>
<h2>Actions and traces</h2><table><tr><th>#</th><th>global seq</th><th>receiver</th><th>action</th><th>authorization</th><th>data</th></tr>${rows}</table>`,
  );
}

function accountPage(engine: ChainEngine, name: string): string {
  const account = engine.state.accounts.get(name)!;
  const balance = coreBalance(engine.state, name);
  const actions = engine.history.actionsOf(name);
  const recent = Array.from({ length: Math.min(50, actions.total - actions.first) }, (_, i) => actions.at(actions.total - 1 - i)!)
    .map(
      ({ tx, trace }) =>
        `<tr><td class="num">${formatTimePoint(tx.blockTime)}</td><td>${txLink(tx.id)}</td><td>${accountLink(trace.receiver)}</td><td><code>${escape(trace.act.account)}::${escape(trace.act.name)}</code></td></tr>`,
    )
    .join('');
  const perms = [...account.permissions.values()]
    .map(
      (p) =>
        `<tr><td>${escape(p.name)}</td><td>${escape(p.parent)}</td><td class="num">${p.auth.threshold}</td><td><code>${p.auth.keys.map((k) => `${escape(k.key)} (${k.weight})`).join('<br>')}</code>${p.auth.accounts.map((a) => `<br>${accountLink(a.permission.actor)}@${escape(a.permission.permission)} (${a.weight})`).join('')}</td></tr>`,
    )
    .join('');
  return page(
    `Account ${name}`,
    `<h1>Account ${escape(name)}</h1>
<table><tr><th>WAX balance</th><td class="num">${balance ? formatAsset(balance) : '0.00000000 WAX'}</td></tr><tr><th>created</th><td class="num">${formatTimePoint(account.created)}</td></tr><tr><th>contract</th><td>${escape(account.contract ?? 'none')}</td></tr><tr><th>RAM used</th><td class="num">${account.ramUsage} bytes</td></tr></table>
<h2>Permissions</h2><table><tr><th>name</th><th>parent</th><th>threshold</th><th>keys / accounts</th></tr>${perms}</table>
<h2>Recent actions (${actions.total} in total)</h2>${recent ? `<table><tr><th>time</th><th>transaction</th><th>receiver</th><th>action</th></tr>${recent}</table>` : '<p class="muted">No actions yet.</p>'}`,
  );
}

/** GET /explorer/tx/{id} and /explorer/account/{name}. */
export function createExplorerHandler(engine: ChainEngine): Handler {
  return (req, res, url) => {
    const match = /^\/explorer\/(tx|account)\/([^/]+)\/?$/.exec(url.pathname);
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const key = decodeURIComponent(match[2]!);
    if (match[1] === 'tx') {
      const id = key.toLowerCase();
      const tx = engine.history.get(id) ?? (/^[0-9a-f]{8,63}$/.test(id) ? engine.history.findByPrefix(id) : undefined);
      if (!tx)
        sendText(
          res,
          404,
          page(
            'Not found',
            `<h1>Transaction not found</h1><p class="muted">No transaction <code>${escape(key)}</code> on this devnet. Check the id; note that <code>--reset</code> erases the devnet's history and that it keeps only its newest transactions (at most ${engine.history.retention.transactions} or ${engine.history.retention.traces} action traces).</p>`,
          ),
          'text/html; charset=utf-8',
        );
      else sendText(res, 200, txPage(engine, tx), 'text/html; charset=utf-8');
      return true;
    }
    if (!isValidName(key) || !engine.state.accounts.has(key)) {
      sendText(
        res,
        404,
        page('Not found', `<h1>Account not found</h1><p class="muted">No account <code>${escape(key)}</code> on this devnet.</p>`),
        'text/html; charset=utf-8',
      );
      return true;
    }
    sendText(res, 200, accountPage(engine, key), 'text/html; charset=utf-8');
    return true;
  };
}
