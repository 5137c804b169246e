"""Engine adapters behind the protocols in ``service.engines.protocols``.

Embedded default: tantivy (lexical) and Qdrant local mode (dense).
Scale-out: Elasticsearch and Qdrant server, through the same interfaces.
"""
