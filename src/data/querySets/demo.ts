import type { LabelledQuery } from '../../engine/core';

/**
 * One labelled query: `best` are the tools that do the job (grade 2), `also` the tools that
 * are an acceptable answer too (grade 1). Every one of them is relevant.
 */
const labelled = (
  id: string,
  query: string,
  best: string[],
  also: string[] = [],
): LabelledQuery => ({
  id,
  query,
  relevant: [...best, ...also],
  grades: Object.fromEntries([
    ...best.map((name) => [name, 2] as const),
    ...also.map((name) => [name, 1] as const),
  ]),
});

/**
 * The demo catalog's query set: what users and agents type into search_tools, in their own
 * words (ticket, tag, board, squad, widget…), not the tools' names. The queries were written
 * first and labelled afterwards, without looking at how either ranker orders them; some are
 * meant to be hard, with words that no description contains. No query asks for a scaffolding
 * tool: those are always declared, so search never returns them.
 */
export const demoQuerySet: LabelledQuery[] = [
  // demo-01 to demo-04 asked for scaffolding tools (remember, recall_memories, list_skills,
  // create_task): those are always declared and never a search result, so they were dropped.
  // The other ids are kept, so results stay comparable with earlier runs.

  // Work items.
  labelled('demo-05', 'file a bug', ['create_work_item'], ['apply_work_item_template']),
  // Finding the bug is the search; the assignees come with it or with one fetch.
  labelled(
    'demo-06',
    'who is working on the login bug',
    ['search_work_items'],
    ['get_work_item', 'search_text'],
  ),
  labelled('demo-07', 'reassign this ticket to Maria', ['assign_work_item']),
  labelled('demo-08', 'bump every open bug in payments to high priority', [
    'bulk_update_work_items',
  ]),
  // "Blocked by another item" is a link between two items, not a workflow state.
  labelled('demo-09', 'WI-88 blocked by WI-90', ['link_work_items']),
  labelled('demo-10', 'story points', ['set_work_item_estimate']),
  // The user's tickets, not the agent's session tasks (list_tasks is a wrong answer).
  labelled('demo-11', 'my open tasks', ['list_work_items'], ['run_view']),
  labelled('demo-12', "Get rid of the done tickets cluttering the board, but don't delete them.", [
    'archive_work_item',
  ]),

  // Custom fields and templates.
  labelled('demo-13', 'Severity dropdown on bugs', ['define_work_item_field']),
  labelled(
    'demo-14',
    'We no longer use the Release field. Hide it from the forms, but keep the old values.',
    ['retire_work_item_definition'],
  ),

  // Work types and workflows.
  labelled('demo-15', 'new issue type', ['create_work_type']),
  labelled('demo-16', 'project ticket types', ['list_work_types']),
  labelled(
    'demo-17',
    'add an In QA column between review and done',
    ['add_workflow_state'],
    ['configure_work_type_workflow'],
  ),
  labelled('demo-18', 'close the ticket', ['transition_work_item']),
  // The guards that block a move are listed by list_transitions; trying the move reports them too.
  labelled(
    'demo-19',
    "why can't I move this issue to done",
    ['list_transitions'],
    ['transition_work_item'],
  ),

  // Views.
  labelled('demo-20', 'kanban board for mobile', ['create_view']),
  labelled('demo-21', 'open my saved filter', ['run_view'], ['list_views']),
  // "Board" here is a saved view; granting on the project would also let them see it.
  labelled('demo-22', 'let design see my board', ['share_view'], ['grant_permission']),

  // Dashboards.
  labelled('demo-23', 'I want a chart on the team dashboard showing open bugs by priority.', [
    'add_data_point',
  ]),
  labelled('demo-24', 'bugs fixed per week', ['run_dashboard_query']),
  labelled('demo-25', 'stale dashboard numbers', ['refresh_dashboard']),

  // Members and teams.
  labelled('demo-26', 'invite a contractor', ['invite_member']),
  labelled('demo-27', 'make Priya an admin', ['update_member_role']),
  labelled(
    'demo-28',
    'Alex left the company yesterday; remove his access and hand his open tickets to Sam.',
    ['deactivate_member'],
  ),
  labelled('demo-29', 'give the QA squad edit rights on the payments project', [
    'grant_permission',
  ]),

  // Labels.
  labelled('demo-30', 'tag as regression', ['add_label_to_work_item']),
  labelled('demo-31', 'new tag: tech-debt', ['define_label']),
  labelled('demo-32', 'we have both frontend and front-end tags, combine them', ['merge_labels']),

  // Comments.
  labelled(
    'demo-33',
    "reply to Ana's question on the ticket",
    ['reply_to_comment'],
    ['add_comment'],
  ),
  labelled('demo-34', 'note on the bug', ['add_comment']),
  labelled('demo-35', 'ping design about WI-88', ['mention_member'], ['add_comment']),

  // Projects, notifications and reports.
  labelled('demo-36', 'start a new project for the mobile app', ['create_project']),
  labelled('demo-37', 'payments weekly status update', ['generate_status_report']),
  labelled(
    'demo-38',
    'Every Friday afternoon, send the leadership team a summary of what shipped.',
    ['schedule_report'],
    ['generate_status_report'],
  ),
  // The catalog has no paging service: a notification rule on incidents, sent to Slack, is
  // the closest the product gets.
  labelled('demo-39', 'page the on-call when a sev1 comes in', ['configure_notification_rule']),
  labelled('demo-40', 'clear my inbox', ['mark_notifications_read']),

  // Documents.
  labelled('demo-41', 'postmortem wiki page', ['create_document']),
  // Release notes may be a wiki page to export, or data for generate_pdf's release-notes
  // template: both do it.
  labelled('demo-42', 'make a PDF of the release notes', ['export_document', 'generate_pdf']),
  labelled(
    'demo-43',
    'older version of the onboarding doc',
    ['list_document_versions'],
    ['get_document'],
  ),
  labelled('demo-44', 'design doc as .docx', ['export_document']),

  // PDFs.
  labelled(
    'demo-45',
    'The customer sent a scanned contract; I need the text out of it to quote clause 4.',
    ['read_pdf'],
    ['ocr_image'],
  ),
  labelled('demo-46', 'combine the invoice PDFs', ['merge_pdfs']),
  labelled('demo-47', 'pull the tables out of the bank statement PDF', ['extract_pdf_tables']),
  labelled('demo-48', 'black out phone numbers in the contract', ['redact_pdf']),
  labelled('demo-49', 'create an invoice PDF', ['generate_pdf']),

  // JSON: browsing one node (read_json) against collecting every match (query_json).
  labelled('demo-50', 'browse a huge JSON blob', ['read_json']),
  labelled(
    'demo-51',
    'Take the exported Jira JSON and give me every issue whose status is Blocked.',
    ['query_json'],
  ),
  // One known node: read_json addresses it; a query would find it too.
  labelled(
    'demo-52',
    'open the changelog of the first issue in the payload',
    ['read_json'],
    ['query_json'],
  ),
  labelled('demo-53', 'what changed in this JSON since yesterday', ['diff_json']),

  // Files.
  labelled('demo-54', 'open notes.txt', ['read_file']),
  labelled('demo-55', 'exports folder contents', ['list_folder']),
  labelled('demo-56', "where's the file Bob uploaded last week", ['search_files']),

  // Spreadsheets.
  // No file-charting tool: the sandbox draws it (matplotlib); dashboards chart work items only.
  labelled(
    'demo-57',
    'turn this spreadsheet into a chart',
    ['run_python'],
    ['read_spreadsheet', 'upload_to_sandbox'],
  ),
  labelled('demo-58', 'load the budget xlsx', ['read_spreadsheet']),
  labelled(
    'demo-59',
    "add this week's rows to the tracker sheet",
    ['append_rows'],
    ['update_cells'],
  ),
  labelled('demo-60', 'csv to excel', ['convert_csv_to_spreadsheet']),

  // Images.
  labelled('demo-61', "what's in this screenshot", ['describe_image'], ['ocr_image']),
  labelled('demo-62', 'whiteboard photo to text', ['ocr_image'], ['describe_image']),
  labelled(
    'demo-63',
    "Before I add this screenshot to the ticket, hide the customer's email address in it.",
    ['annotate_image'],
  ),

  // Assets.
  labelled('demo-64', "Jenna's laptop", ['list_assets'], ['get_asset']),
  labelled('demo-65', 'laptops with expiring warranty', ['list_assets']),
  labelled('demo-66', "Dan's phone was stolen, so take it off the books.", ['retire_asset']),

  // Code.
  labelled('demo-67', 'find the retry logic', ['search_code']),
  labelled('demo-68', 'what did the last commit on main change', ['get_commit'], ['list_commits']),
  labelled('demo-69', 'status of PR 412', ['get_pull_request']),

  // Python sandbox.
  labelled('demo-70', 'quick pandas script', ['run_python']),
  labelled('demo-71', 'pip install polars', ['install_package']),
  labelled('demo-72', 'python session is frozen', ['reset_sandbox'], ['get_sandbox_status']),

  // Search.
  labelled(
    'demo-73',
    'find where we discussed the refund policy',
    ['search_text'],
    ['search_work_items'],
  ),
  labelled(
    'demo-74',
    'We keep getting duplicate bug reports; check whether this crash was already reported.',
    ['find_similar_items'],
    ['search_work_items'],
  ),
  labelled(
    'demo-75',
    "Search doesn't show the pages I edited this morning, can you fix that?",
    ['reindex_search'],
    ['get_search_index_status'],
  ),

  // Import and export.
  labelled('demo-76', 'download all tickets', ['export_work_items_csv']),
  labelled('demo-77', 'migrate from Jira', ['import_from_jira']),
  labelled('demo-78', 'tickets from a spreadsheet', ['import_work_items_csv']),
];
