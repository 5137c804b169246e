# -*- coding: utf-8 -*-
"""星耀传媒 内容中台前端组 经验库（第一部分：xy-cms 编辑器 / 审核流 / 选题会 / 专题页 / 切条 / 直播间后台）"""

ENTRIES = []


def E(id, title, project, asset_type, assets, status, applies, body, cond=None, counter=None,
      source=None, updated=None, branches=None):
    e = {"id": id, "title": title, "body": body.strip("\n"), "project": project}
    if branches is not None:
        e["branches"] = branches
    e["applies_to"] = applies
    e["asset_type"] = asset_type
    e["assets"] = assets
    e["status"] = status
    if cond:
        e["conditions"] = cond
    if counter:
        e["counter_conditions"] = counter
    if source:
        e["source"] = source
    if updated:
        e["updated_at"] = updated
    ENTRIES.append(e)


def M(*ds):
    out = {}
    for d in ds:
        out.update(d)
    return out


V = {"vue": "^2.6"}
IV = {"view-design": "^4.5"}
VX = {"vuex": "^3.6"}
VR = {"vue-router": "^3.5"}
VCA = {"@vue/composition-api": "^1.4"}
R = {"react": ">=18 <19"}
MUI = {"@mui/material": "^5.14"}
RTK = {"@reduxjs/toolkit": "^2.0"}
RR = {"react-router-dom": ">=6.4 <7"}
DND = {"@dnd-kit/core": "^6.0", "@dnd-kit/sortable": ">=7 <9"}
VD = {"vuedraggable": "^2.24"}
TMV = {"@tinymce/tinymce-vue": "^3.2"}
TMR = {"@tinymce/tinymce-react": ">=4.3 <6"}
TM6 = {"tinymce": "^6.0"}

# ---------------------------------------------------------------- 编辑器
E("exp-xy-0001", "ArticleEditor 迁到 @tinymce/tinymce-react：受控写法用 onEditorChange，别用 onChange",
  "xy-cms", "component", ["ArticleEditor"], "verified", M(V, TMV, R, TMR),
  r"""
老的 ArticleEditor 是 tinymce-vue 3 的薄封装，`v-model` 直接绑 `article.content`。迁到 @tinymce/tinymce-react 后第一版用了 `value` + `onChange`，结果每次输入都把整篇 HTML 回写 Redux，再触发 Editor 重渲染，光标跳回段首（2 万字以上的长稿必现）。

正确做法：
- 用 `value` + `onEditorChange(html, editor)`，不要用 `onChange`（它只在 blur / undo 层级触发，拿到的是 event）。
- 正文 content 不进 Redux 全局 store，放组件内 `useState`，自动保存 / 提交时再发请求。
- `init` 对象用 `useMemo` 固定，否则每次渲染都被判定为配置变化而重建编辑器（表现为工具栏闪一下、撤销栈清空）。
- tinymce 仍然自托管，`tinymceScriptSrc="/static/tinymce/tinymce.min.js"`，不要走 Tiny Cloud。

```tsx
const init = useMemo(() => ({
  height: 640, menubar: false, branding: false,
  plugins: XY_PLUGINS, toolbar: XY_TOOLBAR,
  content_css: '/static/xy-article.css',
}), []);

<Editor
  tinymceScriptSrc="/static/tinymce/tinymce.min.js"
  value={content}
  init={init}
  onEditorChange={(html) => setContent(html)}
/>
```
""",
  "xy-cms 的 ArticleEditor（完整版富文本：稿件编辑页、专题正文、直播图文混排）迁移到 @tinymce/tinymce-react 4.x/5.x，单人编辑模式。",
  "不适用于 ArticleEditorLite（它不是 tinymce，是 textarea 封装）；不适用于协同编辑模式（collab=true，内容由服务端协同通道驱动，不能走受控 value）；tinymce-react 3.x 及以下 onEditorChange 行为不同，未验证。",
  "PR !1187 xy-fe/xy-cms", "2026-04-18")

E("exp-xy-0002", "ArticleEditorLite（快讯/短讯编辑器）迁移：用 MUI TextField，别套 tinymce",
  "xy-cms", "component", ["ArticleEditorLite"], "verified", M(V, IV, R, MUI),
  r"""
ArticleEditorLite 是 iView `Input type="textarea"` + 字数统计 + @提及 + 表情 的轻量编辑器，用在快讯、短讯、评论回复。曾经有人图省事把它也换成 tinymce-react，结果首屏多加载 400KB+，而且快讯 140 字限制失效（tinymce 里算的是 HTML 长度）。

迁移要点：
- `TextField multiline minRows={3}`，`inputProps={{ maxLength: 140 }}`。
- iView 的 `show-word-limit` 没有等价物，用 `helperText={`${len}/140`}` 自己显示。
- 中文输入法组合输入期间不要截断：监听 `onCompositionStart/End`，composition 结束后再统计和截断，否则拼音会被吃掉。
- @提及：MUI `Popper` + `List`，用 `inputRef.current.selectionStart` 算光标前的 `@关键词`，选中后手动拼接字符串并恢复光标。

```tsx
const composing = useRef(false);
<TextField multiline minRows={3} value={text}
  onCompositionStart={() => (composing.current = true)}
  onCompositionEnd={(e) => { composing.current = false; setText(clip(e.currentTarget.value, 140)); }}
  onChange={(e) => setText(composing.current ? e.target.value : clip(e.target.value, 140))}
  helperText={`${countChars(text)}/140`} />
```
""",
  "快讯、短讯、评论回复等纯文本场景的 ArticleEditorLite。",
  "需要加粗、插图、插视频等富文本能力时用 ArticleEditor 的条目；直播图文的“图文混排”模式（liveMode=rich）实际渲染的是 ArticleEditor，本条不适用。",
  "复盘 wiki/fe/快讯编辑器体积问题", "2026-02-27")

E("exp-xy-0003", "ArticleEditor 自定义插件（xy-video / xy-vote / xy-quote）在 tinymce 6 + tinymce-react 下注册",
  "xy-cms", "plugin", ["ArticleEditor"], "verified", M(TM6, TMR, R),
  r"""
插件原来放在 `src/components/ArticleEditor/plugins/*.js`，在组件 `created()` 里 `tinymce.PluginManager.add(...)`，插件内部通过 `this.$store` 拿素材库 token。迁移后：

1. tinymce 是通过 `tinymceScriptSrc` 异步加载的，组件渲染时全局 `tinymce` 可能还不存在。插件改成独立文件，用 `init.external_plugins` 指定 URL：`{ 'xy-video': '/static/tinymce-plugins/xy-video.js' }`。
2. tinymce 6 删除了 `editor.settings`，插件读自定义参数必须先注册：

```js
tinymce.PluginManager.add('xy-video', (editor) => {
  editor.options.register('xy_media_token', { processor: 'string', default: '' });
  editor.ui.registry.addButton('xyVideo', {
    icon: 'embed', tooltip: '插入视频',
    onAction: () => openMediaPicker({ token: editor.options.get('xy_media_token'), type: 'video' })
      .then((v) => editor.insertContent(`<p><xy-video data-vid="${v.id}"></xy-video></p>`)),
  });
});
```
3. token 从 React 侧通过 `init={{ xy_media_token: token, ... }}` 传进去，不要在插件里 import store。
4. `<xy-video>` 是自定义元素，需要 `extended_valid_elements: 'xy-video[data-vid]'`，否则保存时被清掉。
""",
  "xy-cms ArticleEditor 使用 tinymce 6.x 自托管，插件为团队自研（xy-video、xy-vote、xy-quote）。",
  "tinymce 5.x 仍用 editor.settings 读参数，本条的 editor.options 写法会报错；ArticleEditorLite 无插件体系，不适用。",
  "PR !1203 xy-fe/xy-cms", "2026-04-25")

E("exp-xy-0004", "升级到 TinyMCE 7 后提示 license key、编辑器变只读：配 license_key: 'gpl'",
  "*", "plugin", ["ArticleEditor"], "verified", {"tinymce": ">=7"},
  r"""
TinyMCE 7 开始，自托管也必须配置 `license_key`。开源 GPL 使用写 `'gpl'`，否则控制台报 license 警告，编辑器被切成只读。

```tsx
<Editor tinymceScriptSrc="/static/tinymce/tinymce.min.js" licenseKey="gpl" init={init} />
// 或 init={{ license_key: 'gpl', ... }}
```
tinymce-react 5.x 有 `licenseKey` prop；4.x 只能写在 init 里。spike 分支 feat/tinymce7-spike 上验证过，插件 external_plugins 不受影响。
""",
  "已经升级到 tinymce 7.x（自托管）的项目。",
  "tinymce 6.x 及以下没有 license_key 选项，6.x 的只读问题另有原因（通常是 readonly/disabled prop 或编辑锁），不要按本条排查。",
  "spike feat/tinymce7-spike 验证记录", "2026-08-09")

E("exp-xy-0005", "复盘：稿件自动保存丢稿事故与 draftAutosaveMixin → useDraftAutosave 迁移",
  "xy-cms", "mixin", ["draftAutosaveMixin", "ArticleEditor"], "verified", M(V, R, RTK),
  r"""
## 背景
2026-03-12 晚班，两位编辑反馈“稿件编辑页关掉重开后，最后十几分钟写的内容没了”。排查后确认是 React 版稿件编辑页（当时灰度 30%）的自动保存逻辑问题。老的 Vue 版用的是 `draftAutosaveMixin`：

```js
// src/mixins/draftAutosaveMixin.js (Vue 2.6)
export default {
  data: () => ({ lastSavedAt: null, dirty: false }),
  watch: {
    'article.content'() { this.dirty = true; this.debouncedSave(); },
  },
  created() {
    this.debouncedSave = debounce(this.saveDraft, 3000);
    window.addEventListener('beforeunload', this.onBeforeUnload);
  },
  beforeDestroy() {
    this.debouncedSave.flush();
    window.removeEventListener('beforeunload', this.onBeforeUnload);
  },
  methods: {
    async saveDraft() {
      if (!this.dirty) return;
      localStorage.setItem(`xy-draft:${this.article.id}`, JSON.stringify(this.article));
      await this.$http.post(`/cms/article/${this.article.id}/draft`, { ...this.article });
      this.dirty = false;
      this.lastSavedAt = Date.now();
    },
  },
};
```

## 根因
1. 第一版 hook 直接把 `debounce(save, 3000)` 写在组件函数体里，每次渲染都生成新的 debounce 实例，前一个定时器永远不会被 flush，卸载时更是没人管。
2. `saveDraft` 闭包里拿到的是旧的 `content`（stale closure），所以即便触发了，保存的也是旧内容。
3. localStorage 兜底的 key 只有稿件 id，没有版本号。另一台电脑保存过新版本后，本机打开时用旧兜底覆盖了服务端新内容，第二天又被当成“丢稿”。

## 最终方案
```ts
export function useDraftAutosave(articleId: string, version: number, content: string) {
  const [saveDraft] = useSaveDraftMutation();
  const latest = useRef({ content, version });
  latest.current = { content, version };
  const dirty = useRef(false);

  const flush = useCallback(async () => {
    if (!dirty.current) return;
    const { content, version } = latest.current;
    localStorage.setItem(`xy-draft:${articleId}:v${version}`,
      JSON.stringify({ content, at: Date.now() }));
    await saveDraft({ articleId, content, version }).unwrap();
    dirty.current = false;
  }, [articleId, saveDraft]);

  const debounced = useMemo(() => debounce(flush, 3000), [flush]);

  useEffect(() => { dirty.current = true; debounced(); }, [content, debounced]);

  useEffect(() => {
    const onHide = () => { if (document.visibilityState === 'hidden') debounced.flush(); };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      debounced.flush();
    };
  }, [debounced]);
}
```

要点：
- debounce 实例用 `useMemo` 固定，依赖只有 `flush`；`flush` 通过 `useRef` 读最新内容，避免 stale closure。
- 卸载（包括路由切走）时必须 `flush()`，不能 `cancel()`。
- `beforeunload` 里发异步请求不可靠，改成 `visibilitychange` 变 hidden 时 flush；真正关闭标签页的兜底靠 localStorage。
- 兜底 key 带版本号 `xy-draft:{id}:v{version}`。打开稿件时只有“本地版本 == 服务端版本，且本地时间更新”才提示恢复；版本不一致一律以服务端为准，并提示“本地有旧版草稿”让编辑手动对比，绝不自动覆盖。
- 保存失败返回 CMS_4091（版本冲突）时不要重试覆盖，交给版本冲突处理流程。
- StrictMode 下 effect 会跑两次，第一次 cleanup 会触发一次 flush，此时 dirty 为 false 直接 return，没有副作用。
- 顶部“已自动保存 hh:mm”提示从 mutation 的 `fulfilledTimeStamp` 取，不再自己维护 lastSavedAt。

## 验证
灰度到 100% 后两周，草稿丢失工单 0 起；自动保存请求量比 Vue 版下降约 40%（Vue 版 watch 在切换稿件时会多触发一次保存）。
""",
  "xy-cms 稿件编辑页、专题正文等需要定时暂存的表单；单人编辑；后端草稿接口 /cms/article/{id}/draft 支持 version 字段。",
  "协同编辑（collab=true）由服务端快照保存，不要再做前端 debounce 保存；快讯（ArticleEditorLite）不存草稿，不适用；若后端草稿接口不返回 version（老的 /cms/v1/draft），key 带版本号的策略不成立。",
  "复盘 wiki/fe/2026-03-12-草稿丢失；PR !1241", "2026-03-30")

E("exp-xy-0006", "敏感词高亮 v-sensitive 指令迁移，以及提交返回 CMS_4221 的处理",
  "xy-cms", "directive", ["v-sensitive", "ArticleEditor"], "verified", M(V, {"tinymce": ">=6 <8"}, RTK),
  r"""
老实现：`v-sensitive` 指令在 `inserted` / `componentUpdated` 钩子里对 tinymce iframe 的 body 做 innerHTML 替换，包 `<mark class="xy-sw">`。问题是它直接改编辑器 DOM，会进撤销栈，也会被保存进正文——出过一次 `<mark>` 带上线的事故。

迁移后不要再写成“指令”：
- 用 tinymce annotator：`editor.annotator.register('xy-sensitive', { persistent: false, decorate: (uid, d) => ({ classes: ['xy-sw', `lv${d.level}`] }) })`，`persistent: false` 保证不被序列化进正文。
- 标注时先 `editor.selection.setRng(range)` 再 `editor.annotator.annotate('xy-sensitive', { level })`，全部标完恢复原选区。

CMS_4221：送审 / 发布时后端做敏感词二次校验，返回 HTTP 422，body 为 `{ code: 'CMS_4221', data: { hits: [{ word, level, offset }] } }`。
- level=1 禁用词：必须修改，按钮置灰。
- level=2 提示词：编辑点“确认忽略”后带 `ignoreSensitive: true` 重提。

```ts
submit: b.mutation({
  query: (body) => ({ url: '/cms/article/submit', method: 'POST', body }),
  async onQueryStarted(arg, { dispatch, queryFulfilled }) {
    try { await queryFulfilled; }
    catch (e: any) {
      if (e.error?.data?.code === 'CMS_4221') dispatch(openSensitiveDialog(e.error.data.data.hits));
    }
  },
}),
```
""",
  "xy-cms ArticleEditor（tinymce 6/7）中的敏感词高亮，以及稿件送审 / 发布接口返回 CMS_4221。",
  "评论审核（CommentModeration）的敏感词由后端打标，不走 v-sensitive；ArticleEditorLite 是纯文本，不能用 annotator；tinymce 5 的 annotator 不支持 persistent 选项，未验证。",
  "PR !1266 xy-fe/xy-cms", "2026-05-06")

E("exp-xy-0007", "ArticleEditor 协同编辑（collab 模式）迁移检查项（调研中，未落地）",
  "xy-cms", "component", ["ArticleEditor"], "candidate", M(R, TM6),
  r"""
协同编辑目前只在“重大报道”专题开放（collab=true）。React 版还没有方案，以下是 spike 中记下的检查项：
- [ ] 协同模式不能用受控 `value`，内容由协同通道（服务端 OT）推送，React 只负责挂载编辑器。
- [ ] 编辑锁（CMS_4032 那套心跳）在协同模式下必须关掉，否则第二个人进来直接被拒。
- [ ] 自动保存以服务端快照为准，前端 useDraftAutosave 不要挂。
- [ ] tinymce 官方 RTC 插件是商业版，开源替代需要评估光标同步、撤销栈隔离。
- [ ] 离线 / 断网重连后的冲突合并策略，跟后端确认。
""",
  "评估 ArticleEditor 协同编辑 React 化时，可作为检查清单。",
  "未经评审，不可作为迁移方案直接执行；单人编辑模式请用受控写法的条目。",
  "spike 记录 feat/collab-spike", "2026-07-02")

E("exp-xy-0008", "ArticleEditor 粘贴/上传图片：tinymce 6 的 images_upload_handler 必须返回 Promise",
  "xy-cms", "component", ["ArticleEditor", "XyUpload"], "verified", {"tinymce": ">=6 <8"},
  r"""
tinymce 6 把 `images_upload_handler` 的签名从 `(blobInfo, success, failure, progress)` 改成了 `(blobInfo, progress) => Promise<string>`。直接把 Vue 版的回调写法搬过来，表现是：粘贴截图后一直转圈，控制台无报错。

```ts
images_upload_handler: async (blobInfo, progress) => {
  const file = new File([blobInfo.blob()], blobInfo.filename(), { type: blobInfo.blob().type });
  const { url } = await uploadToOss(file, { dir: 'article-img', onProgress: (p) => progress(p * 100) });
  return url; // reject 时传 { message, remove: true } 可以把占位图删掉
},
```
另外：粘贴 Word 里的本地图片（file:// 协议）tinymce 拿不到 blob，直接提示“请用上传按钮”，不要尝试转换。
""",
  "ArticleEditor 使用 tinymce 6.x / 7.x 时的图片粘贴、拖入、上传。",
  "tinymce 5.x 仍是回调签名，返回 Promise 会被忽略，看 tinymce 5 的条目；走素材库（MediaPicker）插入的图片不经过这个 handler。",
  "PR !1212 xy-fe/xy-cms", "2026-04-21")

E("exp-xy-0009", "tinymce 5.10 上的 images_upload_handler：保持 success/failure 回调签名",
  "xy-cms", "component", ["ArticleEditor", "XyUpload"], "verified", {"tinymce": "^5.10"},
  r"""
老的 release 线（2026.06 及之前的 hotfix）还是 tinymce 5.10，handler 签名为 `(blobInfo, success, failure, progress)`，**不要**改成 async 返回值（会被忽略，图片一直是 blob: 地址，保存后正文里全是失效图）。

```js
images_upload_handler(blobInfo, success, failure, progress) {
  uploadToOss(blobInfo.blob(), { dir: 'article-img', onProgress: (p) => progress(p * 100) })
    .then(({ url }) => success(url))
    .catch((e) => failure(`上传失败：${e.message}`, { remove: true }));
}
```
hotfix/2026.06.3-paste-image 就是这个问题：有人把 main 上 tinymce 6 的写法 cherry-pick 过去了。
""",
  "仍在 tinymce 5.10.x 上的分支（老 release 线的 hotfix）。",
  "tinymce 6 及以上必须返回 Promise，本条不适用。",
  "hotfix/2026.06.3-paste-image 复盘", "2026-06-20")

# ---------------------------------------------------------------- 审核流
E("exp-xy-0010", "useAuditFlow（V1 单线审核）迁移：服务端状态交给 RTK Query，审核后用 tag 刷新列表",
  "xy-cms", "other", ["useAuditFlow"], "verified", M(VCA, R, RTK),
  r"""
`useAuditFlow` 是 Vue 侧基于 @vue/composition-api 写的 composable，V1 流程是单线的：一审 → 二审 → 三审，没有会签。它内部直接 `store.dispatch('audit/fetchFlow')`，审核通过后手动 `this.$bus.$emit('article:refresh')` 刷新列表。

React 版：
- 流程数据：`auditApi.getFlowV1`（query），`providesTags: [{ type: 'AuditFlow', id }]`。
- 操作：`auditApi.actV1`（mutation），`invalidatesTags: [{ type: 'AuditFlow', id }, { type: 'Article', id: 'LIST' }]`——列表刷新完全靠 tag 失效，删掉 $bus。
- hook 只做组合，不持有服务端数据的副本。

```ts
export function useAuditFlow(articleId: string) {
  const { data: flow } = useGetFlowV1Query(articleId);
  const [act, { isLoading }] = useActV1Mutation();
  const current = flow?.nodes.find((n) => n.state === 'pending');
  return { flow, current, pass: (comment?: string) => act({ articleId, action: 'pass', comment }), busy: isLoading };
}
```
""",
  "稿件 flowVersion=1（单线三审，无会签）的审核页、稿件列表的快捷审核。",
  "flowVersion=2（三审三校 V2，二审会签、退回到指定节点）不适用，用 useAuditFlowV2 的条目；不要把两个 hook 合并。",
  "PR !1150 xy-fe/xy-cms", "2026-01-22")

E("exp-xy-0011", "复盘：useAuditFlowV2（三审三校 V2，会签 + 退回指定节点）迁到 RTK Query + useReducer",
  "xy-cms", "other", ["useAuditFlowV2", "auditModule"], "verified", M(VCA, R, RTK),
  r"""
## 背景
三审三校 V2（flowVersion=2）在 2025 Q4 上线：一审（责任编辑）→ 二审（部门主任，可多人会签）→ 三审（值班总编），中间穿插一校 / 二校 / 三校（校对）。与 V1 的区别：
- 二审支持会签（countersign），所有会签人通过才流转；任一人驳回即退回。
- 退回可以“退回到指定节点”（rollbackTo），而不是只能退回作者。
- 节点有 SLA，超时自动提醒值班总编。

Vue 版 `useAuditFlowV2` 基于 @vue/composition-api，内部直接 commit 到 vuex `audit` 模块，节点状态散落在 6 个 ref 里，靠 watch 串起来，bug 很多，典型的是：会签人 A 通过后，B 页面上的按钮状态不刷新。

## 迁移方案
状态分两层：
1. 服务端状态（流程实例、节点、会签人决策）全部走 RTK Query `auditApi`，不再进 slice；
2. 本地交互状态（当前打开的驳回 / 退回对话框、选中的目标节点、批注草稿）用 `useReducer` 维护一个小状态机。

```ts
// features/audit/auditApi.ts
export const auditApi = api.injectEndpoints({
  endpoints: (b) => ({
    getFlow: b.query<AuditFlow, string>({
      query: (articleId) => `/cms/audit/v2/flow/${articleId}`,
      providesTags: (r, e, id) => [
        { type: 'AuditFlow', id },
        ...(r?.nodes ?? []).map((n) => ({ type: 'AuditNode' as const, id: n.nodeId })),
      ],
    }),
    act: b.mutation<void, { articleId: string; nodeId: string; action: 'pass' | 'reject' | 'rollback'; rollbackTo?: string; comment?: string }>({
      query: ({ articleId, ...body }) => ({ url: `/cms/audit/v2/flow/${articleId}/act`, method: 'POST', body }),
      invalidatesTags: (r, e, { articleId }) => [
        { type: 'AuditFlow', id: articleId },
        { type: 'Article', id: articleId },
        { type: 'Article', id: 'LIST' },
      ],
    }),
  }),
});
```

```ts
type UiState = { dialog: null | 'reject' | 'rollback'; rollbackTo?: string; comment: string };

export function useAuditFlowV2(articleId: string) {
  const { data: flow, isFetching } = useGetFlowQuery(articleId, { pollingInterval: 15000 });
  const [act, { isLoading }] = useActMutation();
  const [ui, dispatch] = useReducer(uiReducer, { dialog: null, comment: '' });
  const me = useAppSelector(selectCurrentUser);
  const current = flow?.nodes.find((n) => n.state === 'pending');
  const myTurn = !!current && current.assignees.some((a) => a.userId === me.id && a.decision == null);
  const rollbackTargets = flow?.nodes.filter((n) => n.order < (current?.order ?? 0) && n.kind !== 'proofread') ?? [];
  return { flow, current, myTurn, rollbackTargets, ui, dispatch, act, busy: isLoading || isFetching };
}
```

## 踩坑
- **会签状态不刷新**：其他会签人的决策是别人产生的，本地不会触发 invalidate。加了 15s 轮询，并且在审核 websocket 推送 `audit.node.changed` 时 `dispatch(auditApi.util.invalidateTags([{ type: 'AuditFlow', id }]))`。
- **退回到指定节点后列表不刷新**：一开始只失效了 `AuditFlow`，但稿件列表页用的是 `Article/LIST` tag，必须一并失效（见上面的 invalidatesTags）。
- **校对节点不能作为退回目标**：后端会返回 CMS_4034，前端在 rollbackTargets 里过滤 `kind === 'proofread'`。
- **不要乐观更新**：会签场景下本地无法判断是否流转，做过乐观更新，出现“按钮已变成已通过、实际还在会签”的投诉，已撤掉。
- **权限**：按钮可见性仍由 `<Can perm="audit:v2:pass">` 控制，myTurn 只决定可不可点。
- **SLA 倒计时**：倒计时组件自己 `setInterval`，不要放进 hook，否则整个审核页每秒重渲染。

## 结论
V2 的 hook 和 V1 的 `useAuditFlow` 不共用：V1 只有单线节点，没有会签和 rollbackTo，强行合并会让 V1 页面多出无意义的轮询。稿件的 `flowVersion` 字段决定用哪个 hook，由 `AuditPage` 在顶层分发。
""",
  "稿件 flowVersion=2 的审核页（三审三校 V2：会签、退回到指定节点、SLA）。",
  "flowVersion=1 的单线审核不需要轮询和会签逻辑，用 useAuditFlow 的条目；审核 websocket 尚未接入的环境（本地 mock）轮询间隔需改成手动刷新。",
  "复盘 wiki/fe/audit-v2-react；PR !1302、!1318", "2026-06-11")

E("exp-xy-0012", "把 auditMixin 包成 withAudit 高阶组件直接复用（已废弃）",
  "xy-cms", "mixin", ["auditMixin"], "deprecated", M(V, R),
  r"""
早期做法：把 Vue options API 的 `auditMixin`（data + methods + watch）逐行翻译成 `withAudit(Component)` HOC，通过 props 注入 `auditState` 和 `doAudit`。问题：HOC 内部自己维护了一份流程数据副本，和 RTK Query 缓存不同步；嵌套多层后 props 名冲突。2026-01 起统一改为 useAuditFlow / useAuditFlowV2 hook，本条作废。
""",
  None, "已废弃：不要再新建 withAudit；历史代码按 useAuditFlow 条目改写。",
  "PR !1043（已回滚）", "2026-01-22")

E("exp-xy-0013", "AuditActionBar 迁移：通过/驳回/退回/撤稿按钮的权限与 loading 状态",
  "xy-cms", "component", ["AuditActionBar", "v-permission"], "verified", M(IV, R, MUI),
  r"""
AuditActionBar 是审核页底部固定的操作栏（通过 / 驳回 / 退回修改 / 撤稿 / 转交）。Vue 版每个按钮上挂 `v-permission="'audit:pass'"`，按钮 loading 用一个 `loadingKey` 字符串。

迁移：
- 权限：`<Can perm="audit:pass"><Button ...>通过</Button></Can>`，不要在按钮组件里读权限表。
- loading：直接用对应 mutation 的 `isLoading`，不同按钮互斥时用 `busy = passing || rejecting || ...` 整体禁用。
- 固定在底部：iView 的 `Affix` → MUI `Paper` + `position: sticky; bottom: 0`，不要用 `position: fixed`（会盖住 Drawer）。
- 快捷键 Ctrl+Enter 通过：只在焦点不在编辑器 iframe 内时生效。
""",
  "xy-cms 审核页、稿件详情页的操作栏。",
  "移动端审核（企业微信里的 H5 审核页）不是这个组件，不适用。",
  "PR !1161 xy-fe/xy-cms", "2026-02-03")

E("exp-xy-0014", "CMS_4031（无审核权限）被老拦截器当成登录失效跳登录页：baseQuery 里区分 401 与 403",
  "xy-cms", "plugin", ["xyRequest", "AuditActionBar"], "verified", M(R, RTK),
  r"""
后端约定：HTTP 401 + `CMS_4011` = token 失效；HTTP 403 + `CMS_4031` = 已登录但没有该稿件 / 该节点的审核权限。Vue 版 xyRequest 拦截器写的是 `if (status === 401 || status === 403) router.push('/login')`，迁移时被原样翻译进了 baseQuery，结果编辑点了无权限的“通过”直接被踢回登录页。

修正：
```ts
if (result.error?.status === 403 && result.error.data?.code === 'CMS_4031') {
  api.dispatch(showSnack({ variant: 'warning', message: '你没有当前审核节点的权限，请联系值班主任转交' }));
  return result; // 不登出、不重试
}
```
- CMS_4031 时刷新一次 `AuditFlow` tag：多数情况是别人已经转交或节点已流转，页面数据过时。
- 不要把 CMS_4031 当成全局错误弹框，审核页自己展示更友好。
""",
  "xy-cms React 侧的 RTK Query baseQuery，后端返回 403 + CMS_4031。",
  "403 + CMS_4033（IP 白名单拦截）仍需全局处理并提示走 VPN，不适用本条。",
  "PR !1177 xy-fe/xy-cms", "2026-02-10")

E("exp-xy-0015", "CMS_4032（稿件已被他人锁定）与编辑锁心跳：StrictMode 下锁被立即释放",
  "xy-cms", "component", ["ArticleEditor", "lockHeartbeat"], "verified", M(R, RTK),
  r"""
稿件编辑锁：进入编辑页 `POST /cms/article/{id}/lock`，之后每 30s 心跳续期，离开时 `DELETE` 释放。别人持有锁时后端返回 409 + `CMS_4032`，body 里有 `holder`（姓名、工号、锁定时间）。

迁移到 React 后出现“自己刚打开就提示被锁 / 锁立即被释放”：开发环境 StrictMode 会 mount → unmount → mount，第一次 unmount 的 cleanup 发出了 DELETE，第二次 mount 的 lock 请求和 DELETE 竞争。

```ts
useEffect(() => {
  let disposed = false;
  const lockToken = crypto.randomUUID();
  lock({ id, lockToken }).unwrap().catch((e) => { if (!disposed && e.data?.code === 'CMS_4032') setLockedBy(e.data.data.holder); });
  const t = setInterval(() => heartbeat({ id, lockToken }), 30_000);
  return () => { disposed = true; clearInterval(t); unlock({ id, lockToken }); };
}, [id]);
```
- 锁请求带 `lockToken`，后端只释放 token 匹配的锁，这样 StrictMode 的第一次 cleanup 不会误删第二次 mount 拿到的锁。
- 页面关闭用 `navigator.sendBeacon` 释放，不依赖 cleanup。
- 自己在另一个标签页打开同一稿件也会得到 CMS_4032（holder 是自己），提示文案要区分。
""",
  "xy-cms 稿件编辑页、专题编辑页的编辑锁，单人编辑。",
  "协同编辑模式（collab=true）不加编辑锁，不适用。",
  "PR !1225 xy-fe/xy-cms", "2026-04-30")

E("exp-xy-0016", "CMS_4091 版本冲突（乐观锁）：保存带 version，冲突时弹 diff 对比而不是强制覆盖",
  "xy-cms", "store", ["articleModule", "ArticleEditor"], "verified", M(R, RTK, MUI),
  r"""
稿件表有 `version` 字段做乐观锁：保存 / 送审请求必须带上当前 version，服务端 version 更大时返回 409 + `CMS_4091`，body 里带服务端最新稿件。

Vue 版的 articleModule 在 409 时直接 `force=true` 重发，等于静默覆盖别人的修改（审核改过的标题被编辑覆盖回去过）。React 版：
- mutation 参数必须包含 `version`，`updateArticle` 成功后用返回的新 version `updateQueryData` 写回缓存。
- CMS_4091：打开 `ConflictDialog`，左边本地版本、右边服务端版本（用 `diff` 库按段落对比），编辑选“以我的为准”时带服务端的新 version 重提，而不是 force。
- 自动保存（草稿）遇到 CMS_4091 时暂停自动保存并弹同样的对话框。
""",
  "xy-cms 稿件保存、送审、自动保存草稿返回 409 + CMS_4091。",
  "专题页（SpecialPageBuilder）的 schema 保存用的是整页覆盖 + 编辑锁，没有 version，不适用。",
  "PR !1233 xy-fe/xy-cms", "2026-05-02")

E("exp-xy-0017", "撤稿需二级审批（CMS_4103）：撤稿按钮改为发起撤稿申请",
  "xy-cms", "component", ["AuditActionBar", "retractArticle"], "review_required", M(R, RTK, MUI),
  r"""
2026-08 起已发布稿件撤稿需要二级审批：直接调 `POST /cms/article/{id}/retract` 会返回 403 + `CMS_4103`（需二级审批）。当前做法：捕获 CMS_4103 后弹出 `RetractApplyDialog`，填写撤稿原因、选择审批人，调用 `/cms/retract/apply`，并在稿件上显示“撤稿审批中”。

待复核：后端说 2026.11 会把撤稿审批并入三审三校 V2 的流程引擎（变成一个特殊节点），届时前端应改为走 useAuditFlowV2 的 act，而不是单独的 apply 接口。在后端定版之前，请和后端（@审核组 老周）确认接口再用。
""",
  "已发布稿件的撤稿，接口返回 CMS_4103。",
  "未发布稿件的“撤回”（退回草稿）不需要审批，不是撤稿，不适用；若后端已切到流程引擎方案，本条作废。",
  "PR !1350（待复核）", "2026-08-22")

E("exp-xy-0018", "AuditTimeline（审核时间线）迁移：用 MUI Stepper 竖排，不引入 @mui/lab",
  "xy-cms", "component", ["AuditTimeline"], "verified", M(IV, R, MUI),
  r"""
iView 有 `Timeline` 组件，MUI 5 的 Timeline 在 @mui/lab 里（一直是实验包，版本号带 alpha，升级经常 break）。组内约定不引入 @mui/lab，审核时间线用 `Stepper orientation="vertical"` + 自定义 `StepIcon` 实现：
- 每个节点一个 `Step`，`completed` = 已通过，`error` = 驳回 / 退回；
- 会签节点在 `StepContent` 里展开显示每个会签人的决策；
- 时间统一用 formatPubTime（见日期格式化条目），不要在组件里 new Date().toLocaleString()。
""",
  "审核页右侧的审核时间线、稿件详情的流转记录。",
  "如果页面已经因为其他原因引入 @mui/lab，可以直接用 Timeline，本条的“不引入”约束不成立。",
  "PR !1170", "2026-02-06")

E("exp-xy-0019", "三审三校 节点码表：flowNode 枚举与界面文案对照",
  "xy-cms", "other", ["auditStatusText", "useAuditFlowV2"], "verified", M(R),
  r"""
行话对照（新人经常搞混）：
- 三审：一审 = 责任编辑初审（flowNode=`E1`），二审 = 部门主任复审（`E2`，V2 可会签），三审 = 值班总编终审（`E3`）。
- 三校：一校 / 二校 / 三校 = 校对（`P1` / `P2` / `P3`），V2 中插在 E1→E2、E2→E3 之间，P3 在 E3 之后、签发之前。
- 签发 = `PUB`；撤稿 = `RETRACT`；退回修改 = `BACK`（V1 只能退回作者，V2 可退回到指定节点）。

React 侧统一用 `FLOW_NODE_TEXT`（`src/constants/audit.ts`）渲染，不要在组件里写 switch。后端偶尔返回 `E2_CS`（会签子节点），展示为“二审（会签）”。
""",
  "xy-cms 审核相关页面展示节点名称、筛选审核状态。",
  None,
  "wiki/fe/三审三校码表", "2026-03-03")

E("exp-xy-0020", "auditStatusText 等全局 filter 迁移：改成纯函数 + 常量表",
  "xy-cms", "filter", ["auditStatusText", "durationFmt"], "verified", M(V, R),
  r"""
Vue 2 的 `Vue.filter('auditStatusText', ...)` 在模板里 `{{ status | auditStatusText }}` 使用。React 没有 filter：
- 迁成 `src/utils/format.ts` 里的纯函数，`auditStatusText(status)`，底层查 `FLOW_NODE_TEXT`。
- 过渡期 Vue 侧也 import 同一个函数再注册成 filter，保证两边文案一致，不要复制两份。
- `durationFmt`（秒 → mm:ss / hh:mm:ss）同理，切条页面用得最多。
""",
  "xy-cms 中所有全局 filter（auditStatusText、durationFmt、formatPubTime 等）的迁移。",
  None,
  "PR !1122", "2026-01-09")

# ---------------------------------------------------------------- 选题会
E("exp-xy-0021", "复盘：选题会看板 TopicBoard 从 vuedraggable 跨列拖拽迁到 dnd-kit 多容器",
  "xy-cms", "component", ["TopicBoard", "TopicCard"], "verified", M(VD, R, DND, RTK),
  r"""
## 背景
选题会看板 TopicBoard 是每天 9:30 选题会的核心页面：列 = 选题状态（待报题 / 已报题 / 已通过 / 已分配 / 搁置），卡片 = TopicCard。Vue 版用 vuedraggable 2.24 的 `group` 实现跨列拖拽，`@change` 里调接口改状态和排序：

```vue
<draggable v-for="col in columns" :key="col.status" v-model="col.cards" group="topic"
           :move="checkMove" @change="onChange($event, col.status)">
  <TopicCard v-for="c in col.cards" :key="c.id" :topic="c" />
</draggable>
```

## dnd-kit 结构
一个 DndContext 包所有列；每列一个 SortableContext（items 为该列卡片 id）；列本身用 useDroppable 注册，保证空列也能放进去。

```tsx
<DndContext sensors={sensors} collisionDetection={closestCorners}
            onDragStart={onStart} onDragOver={onOver} onDragEnd={onEnd}>
  {columns.map((col) => (
    <BoardColumn key={col.status} id={col.status}>
      <SortableContext items={board[col.status]} strategy={verticalListSortingStrategy}>
        {board[col.status].map((id) => <SortableTopicCard key={id} id={id} />)}
      </SortableContext>
    </BoardColumn>
  ))}
  <DragOverlay>{activeId ? <TopicCard topic={byId[activeId]} overlay /> : null}</DragOverlay>
</DndContext>
```

## 跨列移动：onDragOver 只改本地，onDragEnd 才提交
```ts
function onOver({ active, over }: DragOverEvent) {
  if (!over) return;
  const from = findColumn(active.id);
  const to = findColumn(over.id) ?? (over.id as Status);
  if (!from || !to || from === to) return;
  setBoard((b) => {
    const fromItems = b[from].filter((id) => id !== active.id);
    const overIndex = b[to].indexOf(over.id as string);
    const idx = overIndex >= 0 ? overIndex : b[to].length;
    return { ...b, [from]: fromItems, [to]: [...b[to].slice(0, idx), active.id as string, ...b[to].slice(idx)] };
  });
}

function onEnd({ active }: DragEndEvent) {
  const col = findColumn(active.id)!;
  const ids = board[col];
  const i = ids.indexOf(active.id as string);
  const prev = byId[ids[i - 1]]?.sortKey ?? null;
  const next = byId[ids[i + 1]]?.sortKey ?? null;
  moveTopic({ id: active.id, status: col, sortKey: generateKeyBetween(prev, next), fromStatus: dragStartColumn.current });
}
```
- 不要在 onDragOver 里调接口：拖过一列会触发几十次。
- 提交的排序不再传整列数组（Vue 版把整列 id 顺序 PUT 上去，多人同时拖时互相覆盖），改为 fractional index：`sortKey = generateKeyBetween(prev, next)`（fractional-indexing 库），后端只更新这一张卡。
- `dragStartColumn` 必须在 onDragStart 里记下来，因为 onDragOver 已经把卡片挪到新列了，onDragEnd 时 findColumn 拿到的是目标列，原列信息丢失。
- 失败回滚：moveTopic 失败（例如 CMS_4093 已被认领、或没有改状态的权限）时恢复 onDragStart 时的快照。

## 与 RTK Query 的关系
看板数据来自 `useGetTopicBoardQuery(meetingId)`，本地 board 是拖拽期间的“影子状态”：拖拽开始时从 query data 复制，拖拽结束且 mutation 成功后清空影子，回到 query data。mutation 里用 `onQueryStarted` + `updateQueryData` 做乐观更新，失败 `patch.undo()`。

## 结论和数据
迁移后选题会（30+ 人同时在线）拖拽错位投诉从每周 5~6 起降为 0；看板相关接口请求量下降约 70%。
""",
  "xy-cms 选题会 TopicBoard 的跨列拖拽和列内排序，单列卡片数在 200 以内。",
  "单列卡片超过 200 张（例如长期堆积的“搁置”列）时 SortableContext 全量渲染明显卡顿，需要先做虚拟化，本方案不适用；只读看板（选题会回放 readonly=true）不需要 dnd-kit；@dnd-kit/sortable 6.x 及以下未验证。",
  "复盘 wiki/fe/topic-board-dndkit；PR !1190、!1197", "2026-03-18")

E("exp-xy-0022", "TopicBoard 卡片里的 Poptip/按钮一点就触发拖拽：PointerSensor 加 activationConstraint",
  "xy-cms", "component", ["TopicBoard", "TopicCard"], "verified", M(R, DND),
  r"""
TopicCard 上有“认领”按钮和负责人 Poptip（迁移后是 MUI Popover）。dnd-kit 默认 PointerSensor 按下即开始拖拽，导致点按钮时卡片被拖起、Popover 打不开。Vue 版 vuedraggable 是靠 `filter=".no-drag"` 解决的。

```ts
const sensors = useSensors(
  useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
  useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
);
```
再给按钮加 `onPointerDown={(e) => e.stopPropagation()}`，双保险。不要用 `delay` 约束，选题会上大家拖得很快，delay 会让人觉得“拖不动”。
""",
  "xy-cms 使用 dnd-kit 的看板 / 列表，卡片内有可点击元素。",
  "触屏设备（iPad 上开选题会）用 TouchSensor 时需要 delay 约束，distance 不够，不适用。",
  "PR !1194", "2026-03-19")

E("exp-xy-0023", "vuedraggable 的 :move 禁止拖入某列 → dnd-kit 在 onDragOver 里拦截",
  "xy-cms", "component", ["TopicBoard"], "verified", M(VD, R, DND),
  r"""
Vue 版 `:move="checkMove"` 返回 false 禁止把卡片拖进“已通过”列（只有值班主任能通过）。dnd-kit 没有 move 回调：
- 在 onDragOver 里判断 `canDrop(from, to, user)`，不满足直接 return，不修改影子状态；
- 目标列 `useDroppable({ id, disabled: !canDrop })`，并在列上显示禁止样式；
- onDragEnd 再校验一次（防止键盘拖拽绕过）。
""",
  "TopicBoard 或其他 dnd-kit 看板里有列级别的拖入限制。",
  None,
  "PR !1199", "2026-03-21")

E("exp-xy-0024", "选题会多人实时同步：websocket 推送 topic.moved 写入 RTK Query 缓存（onCacheEntryAdded）",
  "xy-cms", "store", ["TopicBoard", "topicModule"], "review_required", M(R, RTK),
  r"""
选题会上多人同时拖卡片，需要实时看到别人的移动。当前实现：`getTopicBoard` 的 `onCacheEntryAdded` 里订阅 `/ws/topic/{meetingId}`，收到 `topic.moved` 后 `updateCachedData` 改对应卡片的 status / sortKey；自己发起的移动通过 `clientMutationId` 去重。

待复核：ws 网关 2026.11 会换成 xy-gateway v2，消息 envelope 从 `{type, payload}` 变为 `{event, data, seq}`，并且要求断线重连时带 `lastSeq` 补发。网关定版前请和后端确认消息格式后再照抄。
""",
  "xy-cms 选题会看板的实时协同显示。",
  "不要在本地拖拽进行中（影子状态存在时）直接应用远端消息，会导致卡片跳动；网关 v2 上线后消息格式不同。",
  "PR !1211（待复核）", "2026-08-30")

E("exp-xy-0025", "报题 / 认领选题返回 CMS_4093（已被他人认领）：回滚拖拽并刷新卡片",
  "xy-cms", "component", ["TopicCard", "TopicBoard"], "verified", M(R, RTK),
  r"""
认领选题（claim）时后端用选题 id 做互斥，已被别人认领返回 409 + `CMS_4093`，body 带 `claimedBy`。
- 卡片上的认领按钮：提示“已被 {claimedBy.name} 认领”，并 invalidate 该卡片的 `Topic` tag。
- 通过拖拽到“已分配”列触发的认领：回滚到 onDragStart 快照，不要留在目标列。
- 不要自动重试，也不要提供“强制认领”（产品明确不要）。
""",
  "xy-cms 选题认领 / 报题接口返回 CMS_4093。",
  None,
  "PR !1205", "2026-03-26")

E("exp-xy-0026", "用 react-beautiful-dnd 做选题看板（已废弃）",
  "xy-cms", "component", ["TopicBoard"], "deprecated", M(R),
  r"""
最初的 PoC 用 react-beautiful-dnd 实现看板，开发环境 StrictMode 下报 `Unable to find draggable with id`，且 rbd 已停止维护（仓库归档）。已全部改为 dnd-kit，不要再引入 rbd / @hello-pangea/dnd。
""",
  None, "已废弃，改用 dnd-kit 方案。",
  "PoC 分支 poc/topic-board-rbd", "2025-12-15")

# ---------------------------------------------------------------- 专题页搭建
E("exp-xy-0027", "专题页物料（block）注册表：Vue.component 全局注册 → 显式 blockRegistry + React.lazy",
  "xy-cms", "component", ["SpecialPageBuilder", "blockRegistry"], "verified", M(V, R),
  r"""
Vue 版在 `src/blocks/index.js` 里用 `require.context('./', true, /index\.vue$/)` 把所有物料 `Vue.component('xy-block-' + name, ...)` 全局注册，schema 里只存 `type: 'banner'`。

React 版：
```ts
export const blockRegistry: Record<string, BlockDef> = {
  banner: { label: '头图', load: () => import('./banner'), defaults: bannerDefaults, icon: 'image' },
  'news-list': { label: '稿件列表', load: () => import('./news-list'), defaults: newsListDefaults },
  'live-card': { label: '直播卡片', load: () => import('./live-card'), defaults: liveCardDefaults },
};
export const lazyBlocks = Object.fromEntries(
  Object.entries(blockRegistry).map(([k, d]) => [k, React.lazy(d.load)]));
```
- 注册表是唯一事实源：物料面板（BlockPalette）、画布、属性面板都从这里读。
- 新增物料必须写 `defaults`，否则从面板拖入时 props 为空导致白屏。
- 不要再用 import.meta.glob 自动注册：显式注册方便 code review 和权限控制（部分物料只对运营开放）。
""",
  "xy-cms 专题页搭建（SpecialPageBuilder）的物料注册与加载。",
  None,
  "PR !1251", "2026-05-12")

E("exp-xy-0028", "BlockRenderer 的 <component :is> 动态渲染 → 注册表查找 + 未知物料兜底",
  "xy-cms", "component", ["BlockRenderer", "blockRegistry"], "verified", M(V, R),
  r"""
Vue 版 `<component :is="'xy-block-' + block.type" v-bind="block.props" />`，未知 type 时 Vue 只打 warning，页面空一块。React 版：

```tsx
function BlockRenderer({ block }: { block: Block }) {
  const C = lazyBlocks[block.type];
  if (!C) return <UnknownBlock type={block.type} />; // 编辑态显示红框，发布态渲染 null
  return (
    <ErrorBoundary fallback={<BlockCrashed id={block.id} />}>
      <Suspense fallback={<BlockSkeleton h={block.props.height} />}><C {...block.props} /></Suspense>
    </ErrorBoundary>
  );
}
```
每个物料单独一个 ErrorBoundary：一个物料挂了不能让整页白屏（之前直播卡片接口 500 把整个专题打挂过）。
""",
  "xy-cms 专题页画布与预览页的物料渲染。",
  "老专题（schema v1，物料 props 结构不同）需要先做 schema 迁移，不能直接喂给 BlockRenderer。",
  "PR !1255", "2026-05-14")

E("exp-xy-0029", "老专题 schema v1 → v2 迁移（打开老专题时前端转换）",
  "xy-cms", "component", ["SpecialPageBuilder", "BlockRenderer"], "review_required", M(R),
  r"""
2024 年之前建的专题是 schema v1：物料平铺在 `blocks[]`，样式写在 `style` 字符串里，没有 `id`。v2 是树形（支持栅格容器 `row`），每个物料有 nanoid。

当前做法：打开时检测 `schemaVersion !== 2`，在前端用 `migrateV1ToV2()` 转换（补 id、把 style 字符串解析成对象、把连续的 `half` 物料包进 `row`），保存时写回 v2。

待复核：约 3% 的老专题含有已下线物料（`vote-old`、`flash`），转换后会变成 UnknownBlock；产品还没定是自动删除还是保留占位。另外后端在评估做服务端批量迁移，如果落地，前端转换逻辑应删除。
""",
  "打开 schemaVersion=1 的老专题页。",
  "新建专题（已是 v2）不需要；若后端完成批量迁移，本条作废。",
  "PR !1262（待复核）", "2026-06-05")

E("exp-xy-0030", "PR: SpecialPageBuilder palette-to-canvas drag with dnd-kit DragOverlay",
  "xy-cms", "component", ["SpecialPageBuilder", "BlockPalette"], "verified", M(R, DND),
  r"""
**What**: Replaces the vuedraggable `clone` group (`:group="{ name: 'blocks', pull: 'clone', put: false }"`) used to drag blocks from `BlockPalette` onto the canvas with dnd-kit.

**How**:
- Palette items use `useDraggable({ id: `palette:${type}`, data: { from: 'palette', type } })`; they are *not* part of any SortableContext, so they never move.
- The canvas is a `SortableContext` over block ids plus a `useDroppable({ id: 'canvas' })` for the empty state.
- While dragging from the palette we render a lightweight preview in `<DragOverlay dropAnimation={null}>` (icon + label from `blockRegistry`), not the real block: rendering the real block triggered its data fetching on every drag.
- `onDragEnd`: if `active.data.current.from === 'palette'`, insert `{ id: nanoid(), type, props: blockRegistry[type].defaults }` at the index of `over`; otherwise `arrayMove` within the canvas.
- A placeholder is inserted in `onDragOver` so the canvas shows where the block will land.

**Why not keep a clone list**: dnd-kit has no clone semantics; faking it with two SortableContexts caused the palette item to disappear mid-drag.

**Testing**: manual on Chrome/Edge; Playwright test `builder-drag.spec.ts` drags a banner into an empty canvas and between two blocks.
""",
  "SpecialPageBuilder drag from palette to canvas, @dnd-kit/core 6 + @dnd-kit/sortable 7/8.",
  "Nested containers (blocks inside a `row` grid) need a custom collision strategy; this PR only covers the top-level canvas.",
  "PR !1258 xy-fe/xy-cms", "2026-05-20")

E("exp-xy-0031", "专题页预览 iframe 与编辑器通信：postMessage 协议与 origin 校验",
  "xy-cms", "component", ["SpecialPageBuilder", "SpecialPreview"], "verified", M(R),
  r"""
专题编辑器右侧是手机预览 iframe（加载 `/special/preview`，真实 H5 渲染）。Vue 版通过 `window.frames[0].vm.$data` 直接改 iframe 里的数据（同源才行，而且很脆）。

React 版统一用 postMessage：
- 编辑器 → 预览：`{ ns: 'xy-special', type: 'schema', schema, selectedId }`，schema 变化 debounce 200ms 再发。
- 预览 → 编辑器：`{ ns: 'xy-special', type: 'select', id }`（点击预览里的物料选中它）。
- 双方都校验 `event.origin` 和 `ns`，iframe `onLoad` 后先发一次 `hello` 握手，握手前的消息排队。
""",
  "专题页编辑器与预览 iframe 的数据同步。",
  None,
  "PR !1270", "2026-06-01")

# ---------------------------------------------------------------- 视频切条
E("exp-xy-0032", "VideoClipper 切条出入点拖动卡顿：不要每帧 setState currentTime，用 ref + requestAnimationFrame",
  "xy-cms", "component", ["VideoClipper", "ClipTimeline"], "verified", M(V, R),
  r"""
切条页 VideoClipper：上面是 `<video>`，下面是 ClipTimeline（缩略图轨道 + 入点 / 出点手柄）。Vue 版监听 `timeupdate`（约 4Hz）改 `this.currentTime`，Vue 的细粒度响应只更新播放头。

直接翻译成 `const [t, setT] = useState(0)` + `timeupdate` 时还好，但拖动出入点手柄时改成了 `pointermove` 里 setState + `video.currentTime = x`，整个时间轴（几百张缩略图）每帧重渲染，拖动明显掉帧。

改法：
- 播放头位置只写 DOM：`playheadRef.current.style.transform = translateX(...)`，在 `requestAnimationFrame` 循环里读 `video.currentTime`。
- 拖动手柄时只更新手柄自身的 transform，`pointerup` 时才 `setRange({ in, out })`。
- seek 节流：拖动中每 100ms 最多 `video.currentTime = x` 一次（HLS 源 seek 很贵）。
- 缩略图轨道组件 `React.memo`，props 只依赖 duration 和 zoom。
""",
  "点播素材（已转码完成的 VOD）的切条页面。",
  "直播流实时切条（边录边切，HLS live 滑动窗口，duration 不断变化）不适用：播放头和出入点要基于 PDT（EXT-X-PROGRAM-DATE-TIME）计算，本条的 currentTime 逻辑会错位。",
  "PR !1280", "2026-06-09")

E("exp-xy-0033", "ClipTimeline 缩略图雪碧图：按后端 sprite 元数据计算背景位置",
  "xy-cms", "component", ["ClipTimeline"], "review_required", M(R),
  r"""
转码服务为每个素材生成缩略图雪碧图：当前规格是每张 10×10 = 100 帧、每帧 160×90、间隔 `interval` 秒，元数据在 `/clip/{vid}/sprite.json`。ClipTimeline 根据 `t` 计算 `index = floor(t / interval)`，`sheet = floor(index / 100)`，`background-position = -(index % 10) * 160px -(floor(index / 10) % 10) * 90px`。

待复核：转码组在改雪碧图规格（每张 5×5、帧尺寸按素材宽高比），sprite.json 会新增 `cols`/`rows`/`w`/`h` 字段。前端应改为从元数据读而不是写死 10×10，改完前别照抄常量。
""",
  "切条时间轴缩略图渲染。",
  "转码新规格上线后写死 10×10 的计算不成立。",
  "PR !1284（待复核）", "2026-07-15")

E("exp-xy-0034", "切条提交返回 CMS_5003（转码队列满）：有限次指数退避 + 明确提示",
  "xy-cms", "component", ["VideoClipper", "clipService"], "verified", M(R, RTK),
  r"""
切条提交 `POST /clip/task` 时，转码集群繁忙会返回 503 + `CMS_5003`，body 带 `retryAfter`（秒）。Vue 版是 `setInterval` 每 2 秒无限重试，晚高峰把队列打得更满。

React 版：
- 用 RTK Query 的 `retry` 包装 baseQuery，仅对 CMS_5003 重试，最多 3 次，等待 `max(retryAfter, 2^n)` 秒；其他错误 `retry.fail()`。
- 重试期间按钮显示“转码繁忙，第 n 次重试…”，用户可取消。
- 3 次后失败：任务存入“待提交”本地列表（IndexedDB），页面顶部提示“稍后自动提交”，进入页面时重放。

```ts
const clipBaseQuery = retry(async (args, api, extra) => {
  const r = await baseQuery(args, api, extra);
  if (r.error && (r.error.data as any)?.code !== 'CMS_5003') retry.fail(r.error);
  return r;
}, { maxRetries: 3, backoff: clipBackoff });
```
""",
  "单条 / 少量（20 条以内）切条任务提交，接口返回 CMS_5003。",
  "批量切条（一次超过 20 条，例如整场直播自动拆条）必须走后端批处理接口 /clip/batch，由服务端排队，前端不要做任何重试，本条不适用。",
  "PR !1291", "2026-06-18")

E("exp-xy-0035", "切条快捷键（I/O 打点、J/K/L 倍速）迁移检查项（未定方案）",
  "xy-cms", "mixin", ["VideoClipper", "hotkeyMixin"], "candidate", M(R),
  r"""
Vue 版用 `hotkeyMixin`（基于 keymaster）在 mounted 里绑定 I（入点）、O（出点）、J/K/L（倒放 / 暂停 / 倍速）、空格（播放），beforeDestroy 解绑。React 版在 react-hotkeys-hook 和自写 useHotkeys 之间还没定，检查项：
- [ ] 焦点在输入框（切条标题）时必须不触发。
- [ ] J/K/L 连按的倍速叠加（L 按两次 = 2x）要保留。
- [ ] 多个 VideoClipper 实例（对比模式）时只作用于激活的那个。
- [ ] 卸载时解绑，StrictMode 下不能重复绑定。
""",
  "切条页快捷键迁移时作为检查清单。",
  "方案未定，不要当成实现方案。",
  "issue #482", "2026-07-20")

E("exp-xy-0036", "PR: destroy hls.js instances in VideoClipper effect cleanup (StrictMode double mount)",
  "xy-cms", "component", ["VideoClipper", "XyPlayer"], "verified", M(R),
  r"""
**Problem**: In dev (StrictMode) the clip page created two `Hls` instances per video; both attached to the same `<video>` and fought over `MediaSource`, which showed up as a frozen first frame and duplicated segment requests. In Vue the instance was created in `mounted()` and destroyed in `beforeDestroy()`, so this never happened.

**Fix**:
```ts
useEffect(() => {
  const video = videoRef.current!;
  if (!Hls.isSupported()) { video.src = src; return; }
  const hls = new Hls({ maxBufferLength: 30 });
  hls.loadSource(src);
  hls.attachMedia(video);
  return () => { hls.destroy(); };
}, [src]);
```
- Never keep the `Hls` instance in state; keep it in the effect closure (or a ref if other handlers need it).
- `hls.destroy()` also detaches media, so no extra `video.removeAttribute('src')` is needed.
- Same pattern applies to `XyPlayer` in the live console preview.
""",
  "Any component in xy-cms that creates an hls.js player (VideoClipper, XyPlayer).",
  "Safari native HLS path (no hls.js) does not need this; it only sets video.src.",
  "PR !1277 xy-fe/xy-cms", "2026-06-07")

# ---------------------------------------------------------------- 直播间运营后台
E("exp-xy-0037", "复盘：直播间运营后台 LiveRoomConsole 的 wsMixin → useLiveSocket（心跳、重连、消息分发）",
  "xy-cms", "mixin", ["LiveRoomConsole", "wsMixin"], "review_required", M(V, R, RTK),
  r"""
## 背景
LiveRoomConsole（直播间运营后台）同时展示：在线人数曲线、评论流（需审核）、礼物流、连麦队列、商品讲解状态。Vue 版 `wsMixin` 在 `created` 里 `new WebSocket`，`onmessage` 里按 `msg.type` 直接 `this.$store.commit('live/xxx')`，`beforeDestroy` 关闭。问题：
- 每个用到 wsMixin 的子组件都建了一条连接，一个运营打开后台同时 4 条 ws；
- 心跳用 `setInterval` 每 20s 发 ping，标签页后台时浏览器节流，服务端 60s 判定掉线；
- 重连是固定 3s，后端重启时几百个后台同时重连，雪崩。

## 方案
一个房间一条连接，放在 `LiveSocketProvider`，子组件通过 `useLiveSocket(type, handler)` 订阅：

```ts
const LiveSocketCtx = createContext<LiveSocket | null>(null);

export function LiveSocketProvider({ roomId, children }: PropsWithChildren<{ roomId: string }>) {
  const [sock] = useState(() => new LiveSocket(`/ws/live/${roomId}`));
  useEffect(() => { sock.connect(); return () => sock.close(); }, [sock]);
  return <LiveSocketCtx.Provider value={sock}>{children}</LiveSocketCtx.Provider>;
}

export function useLiveSocket<T>(type: string, handler: (data: T) => void) {
  const sock = useContext(LiveSocketCtx)!;
  const h = useRef(handler); h.current = handler;
  useEffect(() => sock.on(type, (d: T) => h.current(d)), [sock, type]);
}
```

LiveSocket 类本身不依赖 React：
- 心跳放在 Web Worker 里计时（不受后台节流），20s ping，40s 没收到 pong 主动断开重连；
- 重连指数退避 1s→2s→4s…最多 30s，加 0~1s 随机抖动；
- 重连成功后发 `resume` 带 `lastSeq`，服务端补发漏掉的消息；
- StrictMode 下 Provider 的 effect 跑两次：`connect()` 要幂等，`close()` 后再 `connect()` 能重建。

评论流、礼物流这类高频数据不进 Redux：`useLiveSocket('comment', push)` 写入组件内的环形缓冲（最多 500 条），用 `useSyncExternalStore` 订阅，渲染频率由 rAF 合并；只有连麦队列、商品讲解状态这种低频、多处共享的数据才 `dispatch(liveApi.util.updateQueryData(...))` 写进 RTK Query 缓存。

## 数据
单个运营的 ws 连接从 4 条降到 1 条；后端重启时重连峰值 QPS 降到原来的 1/8；评论高峰（每秒 300+ 条）时后台页面 FPS 从 20 左右回到 55+。

## 待复核
ws 网关 2026.11 切换到 xy-gateway v2：鉴权从 query token 改为首帧 `auth` 消息，envelope 变为 `{event, data, seq}`，`resume` 协议名也会改。本文的协议细节在网关定版后需要更新；连接管理和 React 侧的结构可以继续参考。
""",
  "xy-cms 直播间运营后台（LiveRoomConsole）及其子面板的实时消息。",
  "网关 v2 上线后协议细节（鉴权、envelope、resume）不成立；主播端 H5（xy-live-h5）的 ws 走的是 App 原生长连接桥，不适用。",
  "复盘 wiki/fe/live-console-ws；PR !1310", "2026-09-02")

E("exp-xy-0038", "连麦管理 CoStreamPanel（运营侧）：上麦/下麦与 LIVE_4290 连麦人数超限提示",
  "xy-cms", "component", ["CoStreamPanel", "LiveRoomConsole"], "verified", M(IV, R, MUI, RTK),
  r"""
CoStreamPanel 是运营后台里的连麦面板：左边连麦申请队列，右边当前麦位（最多 6 个）。运营点“上麦”调 `POST /live/{roomId}/costream/accept`。

- 麦位满时后端返回 409 + `LIVE_4290`（连麦人数超限），body 带 `max` 和当前麦位列表。提示“麦位已满（{max}），请先让一位嘉宾下麦”，并用返回的麦位列表刷新右侧，不要再调一次查询。
- iView 的 `Table` + `Button` 队列改成 MUI `List` + `ListItemSecondaryAction`；申请队列来自 ws 推送（见 LiveRoomConsole 条目），这里只做展示。
- 下麦是危险操作，用 useConfirm 二次确认。
""",
  "xy-cms 运营后台里管理连麦（运营侧）。",
  "主播端 H5 的连麦邀请（CoStreamInvite，xy-live-h5）不是这个组件，处理方式不同。",
  "PR !1322", "2026-07-08")

E("exp-xy-0039", "CommentModeration 评论审核列表：批量操作与选中状态",
  "xy-cms", "component", ["CommentModeration", "XyVirtualTable"], "verified", M(IV, R, MUI),
  r"""
评论审核页用 XyVirtualTable 展示待审评论（直播高峰一小时几万条）。迁移要点：
- 选中状态用 `Set<string>` 存 id，不要存行对象（列表刷新后对象引用变了，iView 的 `selection` 就是这么丢的）。
- “全选”只选当前已加载的行，文案写清楚“已选 n 条（当前页）”。
- 批量通过 / 屏蔽后从本地列表中移除这些 id，不重新拉整页，避免滚动位置跳动。
- 后端打的敏感词标签（`riskTags`）直接渲染为 Chip，不走前端敏感词高亮。
""",
  "xy-cms 评论审核（CommentModeration）。",
  None,
  "PR !1330", "2026-07-12")
