import { describe, expect, it } from 'vitest';
import { capabilityLine } from './capabilityLine';
import { importCatalog } from './importCatalog';

/**
 * Capability roots on real MCP servers' names and descriptions (their first sentence, some cut
 * short), as `toollens pull` saves them: a root is a thing the tools act on, never a verb, an article, a
 * quantifier or an HTTP method, and the verb is the name's.
 */
type Pulled = [name: string, description: string, inputSchema?: Record<string, unknown>];

const pulled = (server: string | undefined, tools: Pulled[]) => {
  const text = JSON.stringify({
    ...(server === undefined ? {} : { server: { name: server, version: '1.0.0' } }),
    tools: tools.map(([name, description, inputSchema = {}]) => ({
      name,
      description,
      inputSchema,
    })),
  });
  const imported = importCatalog(text, { deriveTags: true });
  if (!imported.ok) throw new Error(imported.errors[0]?.message);
  const capabilities = Object.fromEntries(
    imported.catalog.tools.map((tool) => [tool.name, tool.capabilities[0]]),
  );
  return { capabilities, line: capabilityLine(imported.catalog.tools) };
};

describe('chrome-devtools-mcp', () => {
  const { capabilities, line } = pulled('chrome_devtools', [
    ['click', 'Clicks on the provided element'],
    ['drag', 'Drag an element onto another element'],
    ['hover', 'Hover over the provided element'],
    ['fill', 'Type text into an input, text area or select an option from a <select> element.'],
    ['fill_form', 'Fill out multiple form elements (inputs, selects, checkboxes, radios) at once.'],
    ['wait_for', 'Wait for the specified text to appear on the selected page.'],
    ['emulate', 'Emulates various features on the target page.'],
    ['take_screenshot', 'Take a screenshot of the page or element.'],
    ['take_snapshot', 'Take a text snapshot of the target page based on the a11y tree.'],
    ['list_pages', 'Get a list of pages open in the browser.'],
    ['new_page', 'Open a new tab and load a URL.'],
    ['close_page', 'Closes the page by its index.'],
    ['select_page', 'Select a page as a context for future tool calls.'],
    ['get_console_message', 'Gets a console message by its ID.'],
    ['list_console_messages', 'List all console messages for the target page.'],
  ]);

  it('reads a name that is a verb alone from its description', () => {
    // "the provided element", "an element": the thing clicked, dragged, hovered.
    expect(capabilities.click).toBe('element:click');
    expect(capabilities.drag).toBe('element:drag');
    expect(capabilities.hover).toBe('element:hover');
    // "an input" is the first thing named; `fill` is the verb, not a root.
    expect(capabilities.fill).toBe('input:fill');
    // "the specified text … the selected page": page, the root four other tools share.
    expect(capabilities.wait_for).toBe('page:wait');
    // "various features" has no determiner; "the target page" does.
    expect(capabilities.emulate).toBe('page:emulate');
  });

  it('never makes a root of the verb', () => {
    // `take` is the verb of take_screenshot and take_snapshot, not a namespace.
    expect(capabilities.take_screenshot).toBe('screenshot:take');
    expect(capabilities.take_snapshot).toBe('snapshot:take');
    // "multiple" is a quantifier: the form is what is filled.
    expect(capabilities.fill_form).toBe('form:fill');
    // `new` is an adjective, no verb: the page is used.
    expect(capabilities.new_page).toBe('page:use');
    expect(capabilities.list_pages).toBe('page:list');
    // console_message(s): one pair, singular.
    expect(capabilities.list_console_messages).toBe('console-message:list');
    expect(line).toBe(
      '<tool_capabilities>console-message, element, form, input, page, screenshot, snapshot</tool_capabilities>',
    );
  });
});

describe('@notionhq/notion-mcp-server', () => {
  const { capabilities, line } = pulled('Notion API', [
    ['API-get-user', 'Notion | Retrieve a user\nError Responses:\n400: 400'],
    ['API-get-users', 'Notion | List all users\nError Responses:\n400: 400'],
    ['API-get-self', "Notion | Retrieve your token's bot user\nError Responses:\n400: Bad request"],
    ['API-post-search', 'Notion | Search by title\nError Responses:\n400: Bad request'],
    ['API-retrieve-a-page', 'Notion | Retrieve a page\nError Responses:\n400: Bad request'],
    ['API-patch-page', 'Notion | Update page properties\nError Responses:\n400: Bad request'],
    ['API-post-page', 'Notion | Create a page\nError Responses:\n400: Bad request'],
    ['API-retrieve-a-block', 'Notion | Retrieve a block\nError Responses:\n400: Bad request'],
    ['API-get-block-children', 'Notion | Retrieve block children\nError Responses:\n400: Bad'],
    ['API-query-data-source', 'Notion | Query a data source\nError Responses:\n400: Bad request'],
    ['API-retrieve-a-data-source', 'Notion | Retrieve a data source\nError Responses:\n400: Bad'],
  ]);

  it('drops the API- every name starts with, and the article, and keeps the HTTP verb', () => {
    // `API` names the server, not a thing; `a` is an article, never part of a root.
    expect(capabilities['API-retrieve-a-page']).toBe('page:retrieve');
    expect(capabilities['API-retrieve-a-block']).toBe('block:retrieve');
    // The HTTP method is the verb when the name has no other, and never a root.
    expect(capabilities['API-patch-page']).toBe('page:patch');
    expect(capabilities['API-post-page']).toBe('page:post');
    expect(capabilities['API-get-user']).toBe('user:get');
    // users → user: one root, singular.
    expect(capabilities['API-get-users']).toBe('user:get');
    // block children belong to the block; data_source is one thing.
    expect(capabilities['API-get-block-children']).toBe('block:get');
    expect(capabilities['API-query-data-source']).toBe('data-source:query');
  });

  it('reads a pronoun or a lone verb from the description, then the server', () => {
    // `self` is a pronoun: "your token's bot user" says whom.
    expect(capabilities['API-get-self']).toBe('user:get');
    // `post` and `search` are verbs, and "Search by title" names nothing after a determiner:
    // the thing is the server's.
    expect(capabilities['API-post-search']).toBe('notion-api:search');
    expect(line).toBe(
      '<tool_capabilities>block, data-source, notion-api, page, user</tool_capabilities>',
    );
  });
});

describe('@azure/mcp (--mode all)', () => {
  const { capabilities, line } = pulled('Azure MCP Server', [
    ['compute_vm_create', 'Create, deploy, or provision a single Azure Virtual Machine (VM).'],
    ['compute_vm_get', 'List or get Azure Virtual Machine (VM) configuration and properties.'],
    ['compute_disk_create', 'Creates a new Azure managed disk in the specified resource group.'],
    [
      'compute_vmss_get',
      'List or get Azure Virtual Machine Scale Sets (VMSS) and their instances.',
    ],
    ['cosmos_list', 'List Cosmos DB accounts, databases, or containers.'],
    ['cosmos_database_container_item_query', 'List items from a Cosmos DB container.'],
    ['postgres_list', 'List PostgreSQL servers, databases, or tables.'],
    ['postgres_database_query', 'Executes a SQL query on an Azure Database for PostgreSQL server.'],
    [
      'applens_resource_diagnose',
      'Get diagnostic help from App Lens for Azure application issues.',
    ],
    ['group_resource_list', 'List all resources in a resource group.'],
    ['storage_account_get', 'Retrieves detailed information about Azure Storage accounts.'],
    ['storage_blob_get', 'List/get/show blobs in a blob container in Storage account.'],
  ]);

  it('reads the verb at the end, where this server puts it', () => {
    // `<service>_<thing>_<verb>`: `compute` is the service, `create` the verb.
    expect(capabilities.compute_vm_create).toBe('compute:create');
    expect(capabilities.compute_vmss_get).toBe('compute:get');
    expect(capabilities.storage_blob_get).toBe('storage:get');
  });

  it('leaves a word that is no plural as it is', () => {
    // cosmos, postgres: no `cosmo`, no `postgre`.
    expect(capabilities.cosmos_list).toBe('cosmos:list');
    expect(capabilities.postgres_database_query).toBe('postgres:query');
    // applens is a name too; resource is shared with group_resource_list.
    expect(capabilities.applens_resource_diagnose).toBe('resource:diagnose');
    expect(line).toBe(
      '<tool_capabilities>compute, cosmos, postgres, resource, storage</tool_capabilities>',
    );
  });
});

describe('@modelcontextprotocol/server-filesystem', () => {
  const { capabilities, line } = pulled('secure-filesystem-server', [
    ['read_file', 'Read the complete contents of a file as text.'],
    ['read_text_file', 'Read the complete contents of a file from the file system as text.'],
    ['read_media_file', 'Read a file and return it as a base64-encoded content block.'],
    ['read_multiple_files', 'Read the contents of multiple files simultaneously.'],
    ['write_file', 'Create a new file or completely overwrite an existing file.'],
    ['edit_file', 'Make line-based edits to a text file.'],
    ['create_directory', 'Create a new directory or ensure a directory exists.'],
    ['list_directory', 'Get a detailed listing of all files and directories in a path.'],
    [
      'list_directory_with_sizes',
      'Get a detailed listing of all files and directories, with sizes.',
    ],
    ['directory_tree', 'Get a recursive tree view of files and directories.'],
    ['move_file', 'Move or rename files and directories.'],
    ['search_files', 'Recursively search for files and directories matching a pattern.'],
    ['get_file_info', 'Retrieve detailed metadata about a file or directory.'],
    ['list_allowed_directories', 'Returns the list of directories this server may access.'],
  ]);

  it('files every tool under file or directory', () => {
    // "with sizes" is a detail of the listing: it lists a directory.
    expect(capabilities.list_directory_with_sizes).toBe('directory:list');
    // "multiple" is a quantifier, "allowed" a participle: neither is a thing.
    expect(capabilities.read_multiple_files).toBe('file:read');
    expect(capabilities.list_allowed_directories).toBe('directory:list');
    // file covers 9 of 14 tools: a namespace still, not the catalog's own name.
    expect(capabilities.get_file_info).toBe('file:get');
    expect(line).toBe('<tool_capabilities>directory, file</tool_capabilities>');
  });
});

describe('github-mcp-server', () => {
  it('singularises a plural the catalog spells in an argument', () => {
    const { capabilities } = pulled(undefined, [
      [
        'get_job_logs',
        'Download logs for a specific workflow job or efficiently get all failed job logs for a workflow run',
        {
          type: 'object',
          properties: {
            return_content: {
              type: 'boolean',
              description: 'Returns actual log content instead of URLs',
            },
          },
        },
      ],
    ]);
    // `log` is a word of this server (its argument says "log content"): job-log, not job-logs.
    expect(capabilities.get_job_logs).toBe('job-log:get');
  });
});

describe('bfcl and metatool (OpenAI functions and plugins)', () => {
  const { capabilities } = pulled(undefined, [
    [
      'process_data',
      'This function preprocesses the input data by applying normalization and encoding categorical variables.',
    ],
    ['add', 'Performs the addition of two integers and returns the result.'],
    [
      'BookTool',
      "AI-powered personalized book recommendations, access to free children's picture books, and the ability to search and create books on Wikidocs.",
    ],
    [
      'getDataForProfessional',
      'Retrieve a collection of professional workers that match the specified criteria, such as average rating, province, and services offered.',
    ],
  ]);

  it('reads no verb of the description as its thing', () => {
    // "preprocesses the input data": a word before a determiner is its verb; "This function" is
    // the tool speaking of itself. The input is what is processed.
    expect(capabilities.process_data).toBe('input:process');
    // "that match the specified criteria": `that` opens a clause here, `match` is its verb.
    expect(capabilities.getDataForProfessional).not.toBe('match:get');
  });

  it('takes no general word as a thing', () => {
    // `result` is as general as `data`: the addition is what `add` performs.
    expect(capabilities.add).toBe('addition:add');
    // `Tool` is general: BookTool is about books, not a verb `book` with an `ability` from its
    // description.
    expect(capabilities.BookTool).toBe('book:use');
  });
});
