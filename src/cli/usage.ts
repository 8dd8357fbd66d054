import { DEFAULT_LINE_BUDGET, DEFAULT_MIN_LINE_COVERAGE, DEFAULT_MINE_WINDOW } from '../engine';
import type { CommandName } from './options';

/**
 * Each command's lines of the usage, as `--help` lists them: a usage error of that command
 * prints these alone (main.ts), so a mistyped flag is answered in a few lines, not the whole text.
 */
const COMMAND_USAGE: Record<CommandName, string> = {
  search: `  search --catalog <path|demo|sample> --query "…" [--capabilities a,b] [--domains …]
         [--entities …] [--relationships …] [--limit N] [--ranker R] [--server NAME]
         [--pattern P] [--excerpt-cap N] [--page-budget N] [--weights …] [--explain] [--json]`,
  eval: `  eval   --catalog <path|demo|sample> --queries <path> [--k 1,5,10] [--weights …] [--json]
         [--ranker R | --rankers all|R,R…] [--server NAME] [--fail-under ndcg10=0.6,r5=0.8,…]`,
  stats: `  stats  --catalog <path|demo|sample> [--budget N] [--line-budget N] [--json]
  stats  --sessions <files…> [--catalog …] [--log-format F] [--json]`,
  replay: `  replay --scenario <path|name> [--catalog <path|demo|sample>] [--budget N] [--unsorted]
         [--varying-first] [--rule lru|session|while-referenced|turn] [--log-format F]
         [--search-tool NAME] [--activate-tool NAME] [--line-budget N] [--json]
  replay --simulate top1|top3|top<k>|relevant --queries <path|demo> [--catalog …] [--budget N]
         [--limit-queries N] [--line-budget N] [--json]`,
  lint: `  lint   --catalog <path|demo|sample> [--targets all|none|T,T…] [--server NAME]
         [--line-budget N] [--min-line-coverage S] [--max-warnings N] [--fix-suggestions]
         [--json]`,
  compare: `  compare --catalog <a> [--catalog-b <b>] --queries <path> [--ranker A] [--ranker-b B] [--server N]
         [--weights …] [--weights-b …] [--excerpt-cap N] [--excerpt-cap-b N]
         [--page-budget N] [--page-budget-b N] [--fail-on-regression] [--json]`,
  fix: `  fix    --catalog <path|demo|sample> --queries <path> [--targets all|T,T…] [--k N]
         [--server NAME] [-o fixed.json] [--snippets typescript|python] [--json]`,
  pull: `  pull   --mcp "<command args…>" | --mcp-url <url> [--header "Name: value"]… [-o tools.json]`,
  watch: `  watch  --mcp "<command args…>" | --mcp-url <url> [--header …]… --queries <path>
         [--k 1,5,10] [--weights …]`,
  mine: `  mine   --sessions <files…> [--catalog …] [--window N] [-o set.json] [--log-format F]`,
  diagnose: `  diagnose --sessions <files…> [--catalog <path|demo|sample>] [--budget N] [--rule R]
         [--log-format F] [--line-budget N] [--json]`,
  diff: `  diff   <old> <new>   (a file or an http(s) URL each, or a stdio server: --mcp-old, --mcp "<cmd>")
         [--header "Name: value"]… [--queries <path> [--rankers all|R,R…] [--k N] [--server N]]
         [--fail-on-breaking] [--json]`,
  open: `  open   [--catalog <path|demo|sample>] [--queries <path|demo>] [--sessions <files…>]
         [--mcp "<command args…>" | --mcp-url <url> [--header …]…] [--timeout D] [--port N]
         [--app-url <url>] [--no-browser]`,
  play: `  play   --provider anthropic|openai|openai-compatible --model <id> [--base-url <url>]
         --catalog <…> | --mcp … --queries <path> | --task "…"… [--search regex|bm25|tool-search|harness]
         [--tasks N] [--turns N] [--max-tokens N] [--answer ok|echo|<answers.json> | --call-server]
         [--price IN,OUT] [--api-key-env NAME] [--budget N] [-o run.jsonl] [--json]`,
};

/**
 * What a usage error of `command` prints under its message: the command's own lines, each
 * form spelled as typed (`toollens search …`), and where the rest is.
 */
export const commandUsage = (command: CommandName): string => {
  const form = `  toollens ${command} `;
  const lines = COMMAND_USAGE[command]
    .split('\n')
    .map((line) =>
      line.startsWith('   ')
        ? `${' '.repeat(form.length)}${line.trimStart()}`
        : `${form}${line.trim().slice(command.length).trimStart()}`,
    );
  return ['usage:', ...lines, 'toollens --help says what each option means.'].join('\n');
};

/** The commands and how to ask for the version and the help: printed when no command is known. */
export const COMMANDS_USAGE = `toollens <command> [options]

Commands:
${Object.values(COMMAND_USAGE).join('\n')}
  toollens --version | -V   print the version
  toollens --help | -h      print this text`;

/** The text of `toollens --help`. */
export const USAGE = `${COMMANDS_USAGE}

A live MCP server may stand in for --catalog wherever it is read (search, eval, stats, replay,
lint, compare's A side): --mcp "<command args…>" spawns a stdio server (the line is split like a
shell's, quotes kept, but never run by one); --mcp-url <url> connects over Streamable HTTP, or
the legacy SSE transport when the server answers as one; --header "Authorization: Bearer …"
(repeatable) is sent with every request; --timeout D (20000 ms, 30s, 2m; default 20s) bounds
the handshake and the first tools/list. Every page of tools/list is read. pull saves the
server's tools as an MCP catalog (stdout without -o). watch keeps the connection and reprints
the query set's metrics (toollens ranker) each time the server's tool list changes, with what
was added, removed or changed and which queries moved; Ctrl-C closes the connection.

Wherever a catalog is read, untagged tools get capabilities and domains derived from their
names, descriptions and servers, as the app derives them (--derive-tags, the default);
--no-derive-tags reads the tags as given. A command refuses an option it does not read.
--line-budget N (stats, replay, lint, diagnose) is the capability line's budget in characters
(default ${DEFAULT_LINE_BUDGET}): every root when they fit, else the roots covering the most tools, with the
count of tools under no root. stats prints the line's length, roots and the tools it covers.
lint warns (line-coverage) when the line covers under --min-line-coverage S of the tools (a
share from 0 to 1, default ${DEFAULT_MIN_LINE_COVERAGE}; 0 turns it off).
--queries takes JSON [{id, query, relevant}] or CSV query,tool[,grade]; demo is the 74 queries
written for the demo catalog. eval lists under its metrics the misses, worst first: each
relevant tool not returned or ranked below a tool not labelled relevant, with its rank and what
ranked above it (the worst 20; --json has all).
--weights name=3,description=0,… sets field weights for this run: Orama's boosts under seed and
bm25, the BM25F weights under toollens (which alone reads arguments); 0 leaves a field out.
compare runs A with --ranker, --weights, --excerpt-cap, --page-budget and B with their -b
forms (each defaulting to A's), and reports rank moves and what each page shows.

--ranker toollens (the default) repairs the spec's ranker for real queries; seed is the spec's
ranker exactly; bm25 is Orama's BM25 alone. Two peers: anthropic-bm25 (BM25 over name,
description and arguments, no stemming) and minisearch (MiniSearch's defaults over name and
description). The agent targets answer as that agent would, with its own k and tool names:
codex (Codex CLI's tool_search), claude-code (Claude Code's ToolSearch, read from a public
reconstruction of its unpublished source) and anthropic-regex (the Claude API's regex tool search,
as documented: --pattern runs a Python re pattern as typed; a query runs as typed when it has
regex syntax, else as its words as alternatives, in search and eval alike). They name tools
mcp__<server>…: the server is --server, else the tool's or the catalog's own, else "server".
search --explain gives a target's score in its
own terms; eval --rankers all prints every ranker in one table; lint checks each tool's name
words under every target (--targets), up to 3,000 tools.
--catalog demo is the built-in 169-tool demo catalog; sample is the 8-tool sample.
replay takes a scenario name (spec-five-turns, quarterly-report, bug-triage, workflow-setup) or a
transcript file, replays it on the demo catalog by default, and counts o200k_base tokens. The
file is toollens transcript JSON or an agent's log: Anthropic Messages, OpenAI Chat Completions
or OpenAI Responses, JSON or JSON Lines, a Claude Code session, the Agent SDK's stream-json
or a Codex CLI rollout; the format is detected (--log-format auto|toollens|anthropic|
openai-chat|openai-responses|claude-code|claude-agent-sdk|codex-rollout forces it). Agents'
own searches (ToolSearch, tool search, tool_search) become discoveries. Calls of --search-tool
(search_tools) and --activate-tool (activate_tool) become searches and activations; other
calls are direct calls.
--rule says what stays loaded between turns: lru (the budget most recently used tools, the
spec's harness), session (every found tool for the rest of the session, carried across a
compaction: Claude Code), while-referenced (a tool while its reference is in the messages sent,
so a compaction drops them all: the Claude API, Codex) or turn (what a turn loaded, for that turn
only: an older reading of Codex). until-compaction, the old name of while-referenced, still works.
The default is the rule of the log's agent when it searches for tools, else lru; the output says
which, and whether it was proposed. Only lru is bounded by --budget.
replay --simulate turns a query set into a transcript first: each query a turn that searches
with the query, activates the top hit (top1), the top k hits (top<k>) or the query's relevant
tools (relevant), and calls the first; it adds the mean standing surface per turn and, beside
it, how many turns activated one of their labelled tools. Tags are derived as in the app.
--limit-queries N keeps N queries evenly spread over the set.
A catalog file may be native toollens JSON, an MCP tools/list result, a bare array of MCP,
OpenAI or Anthropic tools, or [{name, description, parameters}]. The format is detected.
search --explain adds, for every hit, why it scored what it did: each term's idf and w(t),
per field its count, length normalisation, weight and part; the name match; the rank keys;
and the first key that put it below the hit above (JSON: "explanations", in the order of "hits").
mine and diagnose read many sessions at once: --sessions takes one or more files (a shell glob's
files too), each read as replay reads a log; a Claude Code file's subagent threads are sessions
of their own, named file-subagent-N. mine turns each search the agents ran into a query labelled
by the tools it (or another search of its run: no call or message between) returned and the
agent then called in that turn or the next --window turns (default ${DEFAULT_MINE_WINDOW}), silver, with
select: discoveries kept apart; a search no called tool is tied to is unanswered, left out of
the set and listed in the summary with what the agent called next; it writes the set to -o, or
prints it as JSON on stdout (the summary then goes to stderr).
diagnose replays each session against the catalog (demo by
default), by its agent's working-set rule (--rule sets one for all), and prints the discovery
failures per session and in all, the share of turns and tokens spent discovering, and which
tools to declare always, with the formula, its inputs and a what-if replay before and after.
stats --sessions counts what each session holds: its rule, turns, the agent's discoveries by
form, the tools they loaded, calls, unknown names, compactions.
Gates for CI print their report, then one line that says pass or FAIL, and exit 1 on FAIL:
eval --fail-under ndcg10=0.6,r5=0.8,mrr=0.5 (each ranker of --rankers against every bar; r<k>
measures that k), compare --fail-on-regression (any query whose first relevant tool B ranks
lower than A, listed worst first), lint --max-warnings N (any error, or more than N warnings),
diff --fail-on-breaking (a tool removed or renamed, or a schema change an old call may fail).
diff compares two versions of a catalog: each side a catalog file, an http(s) URL of a live
server (with --header), or a stdio server (--mcp-old for the old side, --mcp for the new). It
lists tools added, removed and renamed (proposed when names and schemas are alike), each
description change as a word diff ([-old-]{+new+}) and each schema change as breaking or
compatible; with --queries, each query's first relevant tool's rank before and after under each
of --rankers (default toollens) in the top --k (default 10), worst fall first.
fix proposes, for the --queries each agent of --targets (default all) misses, the smallest edits
of the tool's text that bring it into that agent's top k (--k N for all; default each agent's
own): words for the search hint, the title, the description (as a word diff of a proposed
sentence) or an argument's description, always-load, a rename (breaking) only when nothing else
works; each scored under every target and toollens: queries won, other tools' queries stolen
(such a proposal is dropped), tokens added. It leads with held-out figures (proposals made from
part of the set, split by tool, measured on the rest: R@1 and R@k per agent before → after,
queries lost, description growth, tokens) and the same figures on the queries they were made
from beside them. -o writes the catalog in the format it was read in with the safe proposals
applied, for toollens diff. --snippets typescript|python prints, under the proposals, each
one's registration call in that official MCP SDK. lint --fix-suggestions prints the proposal under each
lost-under-target finding.
With --json each command prints one JSON document on stdout (a gate's verdict as "gate").
Errors go to stderr.
open serves the built app on 127.0.0.1 (--port N, default a free one), prints its address and
opens the browser on it (--no-browser: print it only), with the files given imported as Import…
would and the server connected. --mcp bridges a stdio server to the page (one process per page
session) and passes only initialize, ping, tools/list and their notifications; the page's token
is in the address's fragment. It stops when every page it opened has been gone 5 s, or on
Ctrl-C. --app-url <url> is where the app is served for others: share links made on the page
open there, after open has ended too.
play runs a real model on the --queries and the typed --task requests (each a user's request, in
one conversation; a typed one names no tool, so only its calls are judged) with
the catalog's tools: the Claude API's tool search (--search regex or bm25, every tool deferred
but the always-loaded ones), OpenAI's hosted tool_search (tools in namespaces), or toollens's
harness (search_tools and activate_tool answered by the engine; on any OpenAI-compatible
endpoint too, --base-url). The key is read from ANTHROPIC_API_KEY or OPENAI_API_KEY (or the
variable --api-key-env names), never from an option. The catalog's tools are not run: a call
is answered "ok", its own arguments (echo), or a JSON value per tool from --answer's file; with
--call-server (and --mcp or --mcp-url) the live server's tools are called for real, after a
warning that they may change or delete data. It
prints an estimate before the first request (with --price, dollars per million input and output
tokens, the most it can cost), a line per task, then found/chosen/valid-argument
figures and each real search beside the emulator's answer; -o writes the run as the provider's
log (JSON Lines), which diagnose, replay and the app read. Ctrl-C stops it and keeps what ran.`;
